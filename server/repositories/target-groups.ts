import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { targetGroups, type PlayerFilters, type TargetGroup } from '../db/schema';

export type TargetGroupUpdate = Partial<
  Pick<TargetGroup, 'filters' | 'manuallyAddedPlayers' | 'manuallyRemovedPlayers' | 'lastPlayersCount'>
>;

export function createTargetGroupsRepository(db: Executor) {
  return {
    async create(
      values: {
        filters?: PlayerFilters;
        manuallyAddedPlayers?: number[];
        manuallyRemovedPlayers?: number[];
      } = {},
      tx: Executor = db,
    ): Promise<TargetGroup> {
      const [row] = await tx.insert(targetGroups).values(values).returning();
      return row;
    },

    async findById(id: number, tx: Executor = db): Promise<TargetGroup | undefined> {
      const [row] = await tx.select().from(targetGroups).where(eq(targetGroups.id, id));
      return row;
    },

    /** The row locked until the end of the transaction `tx`. */
    async findForUpdate(id: number, tx: Executor): Promise<TargetGroup | undefined> {
      const [row] = await tx.select().from(targetGroups).where(eq(targetGroups.id, id)).for('update');
      return row;
    },

    async update(
      id: number,
      changes: TargetGroupUpdate,
      tx: Executor = db,
    ): Promise<TargetGroup | undefined> {
      const [row] = await tx
        .update(targetGroups)
        .set({ ...changes, modified: new Date() })
        .where(eq(targetGroups.id, id))
        .returning();
      return row;
    },

    async remove(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(targetGroups).where(eq(targetGroups.id, id));
    },
  };
}

export type TargetGroupsRepository = ReturnType<typeof createTargetGroupsRepository>;
