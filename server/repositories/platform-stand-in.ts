import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { platformStandInRecords } from '../db/schema';

export interface StandInRecord {
  platform: string;
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/** The stand-in platforms' records (see the table), in the order they were seeded. */
export function createPlatformStandInRepository(db: Executor) {
  const match = (platform: string, collection: string, id?: string) =>
    and(
      eq(platformStandInRecords.platform, platform),
      eq(platformStandInRecords.collection, collection),
      id === undefined ? undefined : eq(platformStandInRecords.id, id),
    );

  return {
    async list(platform: string, collection: string, tx: Executor = db) {
      const rows = await tx
        .select({ data: platformStandInRecords.data })
        .from(platformStandInRecords)
        .where(match(platform, collection))
        .orderBy(asc(platformStandInRecords.position), asc(platformStandInRecords.id));
      return rows.map((row) => row.data);
    },

    async get(platform: string, collection: string, id: string, tx: Executor = db) {
      const [row] = await tx
        .select({ data: platformStandInRecords.data })
        .from(platformStandInRecords)
        .where(match(platform, collection, id));
      return row?.data;
    },

    /** Merges `patch` into the record's data; undefined when there is no such record. */
    async update(
      platform: string,
      collection: string,
      id: string,
      patch: Record<string, unknown>,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(platformStandInRecords)
        .set({
          data: sql`${platformStandInRecords.data} || ${JSON.stringify(patch)}::jsonb`,
          updated: new Date(),
        })
        .where(match(platform, collection, id))
        .returning({ data: platformStandInRecords.data });
      return row?.data;
    },

    /** Adds the records not there yet (by platform, collection and id); existing ones keep their edits. */
    async ensure(records: readonly StandInRecord[], tx: Executor = db): Promise<number> {
      if (records.length === 0) return 0;
      const inserted = await tx
        .insert(platformStandInRecords)
        .values(records.map((record, position) => ({ ...record, position })))
        .onConflictDoNothing()
        .returning({ id: platformStandInRecords.id });
      return inserted.length;
    },
  };
}

export type PlatformStandInRepository = ReturnType<typeof createPlatformStandInRepository>;
