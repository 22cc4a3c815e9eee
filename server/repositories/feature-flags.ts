import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { featureFlags, type FeatureFlag } from '../db/schema';

export function createFeatureFlagsRepository(db: Executor) {
  return {
    async get(key: string, tx: Executor = db): Promise<FeatureFlag | undefined> {
      const [row] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key));
      return row;
    },

    async list(tx: Executor = db): Promise<FeatureFlag[]> {
      return tx.select().from(featureFlags).orderBy(asc(featureFlags.key));
    },

    /** Inserts flags that do not exist yet; existing flags keep their value. */
    async ensure(flags: Record<string, boolean>, tx: Executor = db): Promise<void> {
      const values = Object.entries(flags).map(([key, enabled]) => ({ key, enabled }));
      if (values.length === 0) return;
      await tx.insert(featureFlags).values(values).onConflictDoNothing();
    },

    async set(key: string, enabled: boolean, tx: Executor = db): Promise<void> {
      await tx
        .insert(featureFlags)
        .values({ key, enabled })
        .onConflictDoUpdate({ target: featureFlags.key, set: { enabled } });
    },
  };
}

export type FeatureFlagsRepository = ReturnType<typeof createFeatureFlagsRepository>;
