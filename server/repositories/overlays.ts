import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { overlays, type NewOverlay, type Overlay } from '../db/schema';

/** Overlay looks: the casino's default ones (no campaign) and one per campaign at most. */
export function createOverlaysRepository(db: Executor) {
  return {
    async find(id: number, tx: Executor = db): Promise<Overlay | undefined> {
      const [row] = await tx.select().from(overlays).where(eq(overlays.id, id));
      return row;
    },

    async findByCampaign(campaignId: number, tx: Executor = db): Promise<Overlay | undefined> {
      const [row] = await tx.select().from(overlays).where(eq(overlays.campaignId, campaignId));
      return row;
    },

    async create(values: NewOverlay, tx: Executor = db): Promise<Overlay> {
      const [row] = await tx.insert(overlays).values(values).returning();
      return row;
    },

    async update(id: number, values: Partial<NewOverlay>, tx: Executor = db): Promise<Overlay | undefined> {
      const [row] = await tx
        .update(overlays)
        .set({ ...values, updated: new Date() })
        .where(eq(overlays.id, id))
        .returning();
      return row;
    },
  };
}

export type OverlaysRepository = ReturnType<typeof createOverlaysRepository>;
