import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  prizeDropPrizes,
  prizeDrops,
  prizes,
  type Prize,
  type PrizeDrop,
  type PrizeDropPrize,
} from '../db/schema';
import type { PrizeFields } from '../services/prize-rules';

export type PrizeDropFields = Partial<Pick<PrizeDrop, 'minBet' | 'allGames' | 'games' | 'drops'>>;

export interface DropPrize extends PrizeDropPrize {
  prize: Prize;
}

export interface PrizeDropWithPrizes extends PrizeDrop {
  prizes: DropPrize[];
}

export interface SettingsFilters {
  campaignId?: number;
  /** Visibility: only settings of campaigns created by this user. */
  ownerId?: number;
}

function whereOf(filters: SettingsFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.campaignId !== undefined) conditions.push(eq(campaigns.id, filters.campaignId));
  if (filters.ownerId !== undefined) conditions.push(eq(campaigns.creatorId, filters.ownerId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Prize drops (spec §3) and their prizes: rows of the prizes table with a quantity each. */
export function createPrizeDropsRepository(db: Executor) {
  return {
    async findById(id: number, tx: Executor = db): Promise<PrizeDrop | undefined> {
      const [row] = await tx.select().from(prizeDrops).where(eq(prizeDrops.id, id));
      return row;
    },

    async findByCampaign(campaignId: number, tx: Executor = db): Promise<PrizeDrop | undefined> {
      const [row] = await tx.select().from(prizeDrops).where(eq(prizeDrops.campaignId, campaignId));
      return row;
    },

    async create(campaignId: number, fields: PrizeDropFields, tx: Executor = db): Promise<PrizeDrop> {
      const [row] = await tx
        .insert(prizeDrops)
        .values({ ...fields, campaignId })
        .returning();
      return row;
    },

    async update(id: number, fields: PrizeDropFields, tx: Executor = db): Promise<PrizeDrop | undefined> {
      const [row] = await tx
        .update(prizeDrops)
        .set({ ...fields, modified: new Date() })
        .where(eq(prizeDrops.id, id))
        .returning();
      return row;
    },

    /** Each drop with its prizes in order. */
    async withPrizes(drops: PrizeDrop[], tx: Executor = db): Promise<PrizeDropWithPrizes[]> {
      if (drops.length === 0) return [];
      const rows = await tx
        .select({ row: prizeDropPrizes, prize: prizes })
        .from(prizeDropPrizes)
        .innerJoin(prizes, eq(prizes.id, prizeDropPrizes.prizeId))
        .where(
          inArray(
            prizeDropPrizes.prizeDropId,
            drops.map((drop) => drop.id),
          ),
        )
        .orderBy(asc(prizeDropPrizes.position), asc(prizeDropPrizes.id));
      return drops.map((drop) => ({
        ...drop,
        prizes: rows
          .filter(({ row }) => row.prizeDropId === drop.id)
          .map(({ row, prize }) => ({ ...row, prize })),
      }));
    },

    /** Replaces the drop's prizes by these, in this order. */
    async replacePrizes(
      dropId: number,
      items: ReadonlyArray<{ prizeId: number; quantity: number }>,
      tx: Executor = db,
    ): Promise<void> {
      await tx.delete(prizeDropPrizes).where(eq(prizeDropPrizes.prizeDropId, dropId));
      if (items.length === 0) return;
      await tx
        .insert(prizeDropPrizes)
        .values(items.map((item, position) => ({ ...item, prizeDropId: dropId, position })));
    },

    async addPrize(dropId: number, prizeId: number, quantity: number, tx: Executor = db): Promise<void> {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${prizeDropPrizes.position}) + 1, 0)::int` })
        .from(prizeDropPrizes)
        .where(eq(prizeDropPrizes.prizeDropId, dropId));
      await tx.insert(prizeDropPrizes).values({ prizeDropId: dropId, prizeId, quantity, position: next });
    },

    /** Whether the drop held the prize. */
    async setQuantity(
      dropId: number,
      prizeId: number,
      quantity: number,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(prizeDropPrizes)
        .set({ quantity })
        .where(and(eq(prizeDropPrizes.prizeDropId, dropId), eq(prizeDropPrizes.prizeId, prizeId)))
        .returning({ id: prizeDropPrizes.id });
      return rows.length > 0;
    },

    /** Whether the drop held the prize. */
    async removePrize(dropId: number, prizeId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(prizeDropPrizes)
        .where(and(eq(prizeDropPrizes.prizeDropId, dropId), eq(prizeDropPrizes.prizeId, prizeId)))
        .returning({ id: prizeDropPrizes.id });
      return rows.length > 0;
    },

    /** A new prize of its own (the drop's prizes reference prizes, never change them). */
    async insertPrize(fields: PrizeFields, creatorId: number | null, tx: Executor = db): Promise<Prize> {
      const [row] = await tx
        .insert(prizes)
        .values({ ...fields, creatorId })
        .returning();
      return row;
    },

    /** A prize; with `ownerId`, only one that user created or one of a drop in a campaign they created. */
    async findPrize(
      id: number,
      filters: Pick<SettingsFilters, 'ownerId'> = {},
      tx: Executor = db,
    ): Promise<Prize | undefined> {
      const { ownerId } = filters;
      const owned =
        ownerId === undefined
          ? undefined
          : sql`(${prizes.creatorId} = ${ownerId} or exists (select 1 from ${prizeDropPrizes}
              join ${prizeDrops} on ${prizeDrops.id} = ${prizeDropPrizes.prizeDropId}
              join ${campaigns} on ${campaigns.id} = ${prizeDrops.campaignId}
              where ${prizeDropPrizes.prizeId} = ${prizes.id} and ${campaigns.creatorId} = ${ownerId}))`;
      const [row] = await tx
        .select()
        .from(prizes)
        .where(and(eq(prizes.id, id), owned));
      return row;
    },

    async count(filters: SettingsFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(prizeDrops)
        .innerJoin(campaigns, eq(campaigns.id, prizeDrops.campaignId))
        .where(whereOf(filters));
      return row.n;
    },

    async list(
      filters: SettingsFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<PrizeDrop[]> {
      const rows = await tx
        .select({ drop: prizeDrops })
        .from(prizeDrops)
        .innerJoin(campaigns, eq(campaigns.id, prizeDrops.campaignId))
        .where(whereOf(filters))
        .orderBy(sql`${prizeDrops.id} desc`)
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => row.drop);
    },
  };
}

export type PrizeDropsRepository = ReturnType<typeof createPrizeDropsRepository>;
export { whereOf as settingsWhere };
