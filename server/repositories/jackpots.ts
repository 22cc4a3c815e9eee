import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  engineJackpotPots,
  jackpotContributions,
  jackpots,
  players,
  type Jackpot,
  type JackpotContribution,
  type NewJackpot,
} from '../db/schema';
import { settingsWhere, type SettingsFilters } from './prize-drops';

export type JackpotFields = Partial<Omit<NewJackpot, 'id' | 'campaignId' | 'created' | 'modified'>>;

export interface ContributionFilters {
  jackpotId?: number;
  /** Visibility: only contributions to jackpots of campaigns created by this user. */
  ownerId?: number;
}

export interface ContributionRow extends JackpotContribution {
  playerHash: string | null;
}

export interface PotTotals {
  amount: number;
  contributions: number;
}

function contributionsWhere(filters: ContributionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.jackpotId !== undefined) conditions.push(eq(jackpotContributions.jackpotId, filters.jackpotId));
  if (filters.ownerId !== undefined) conditions.push(eq(campaigns.creatorId, filters.ownerId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Jackpots (spec §3) and the contributions that feed their pots. */
export function createJackpotsRepository(db: Executor) {
  return {
    async findById(id: number, tx: Executor = db): Promise<Jackpot | undefined> {
      const [row] = await tx.select().from(jackpots).where(eq(jackpots.id, id));
      return row;
    },

    async findByCampaign(campaignId: number, tx: Executor = db): Promise<Jackpot | undefined> {
      const [row] = await tx.select().from(jackpots).where(eq(jackpots.campaignId, campaignId));
      return row;
    },

    async create(campaignId: number, fields: JackpotFields, tx: Executor = db): Promise<Jackpot> {
      const [row] = await tx
        .insert(jackpots)
        .values({ ...fields, campaignId })
        .returning();
      return row;
    },

    async update(id: number, fields: JackpotFields, tx: Executor = db): Promise<Jackpot | undefined> {
      const [row] = await tx
        .update(jackpots)
        .set({ ...fields, modified: new Date() })
        .where(eq(jackpots.id, id))
        .returning();
      return row;
    },

    async remove(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(jackpots).where(eq(jackpots.id, id));
    },

    async count(filters: SettingsFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(jackpots)
        .innerJoin(campaigns, eq(campaigns.id, jackpots.campaignId))
        .where(settingsWhere(filters));
      return row.n;
    },

    async list(
      filters: SettingsFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<Jackpot[]> {
      const rows = await tx
        .select({ jackpot: jackpots })
        .from(jackpots)
        .innerJoin(campaigns, eq(campaigns.id, jackpots.campaignId))
        .where(settingsWhere(filters))
        .orderBy(desc(jackpots.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => row.jackpot);
    },

    /** What each jackpot's contributions add up to. */
    async totals(jackpotIds: number[], tx: Executor = db): Promise<Map<number, PotTotals>> {
      const result = new Map<number, PotTotals>(
        jackpotIds.map((id) => [id, { amount: 0, contributions: 0 }]),
      );
      if (jackpotIds.length === 0) return result;
      const rows = await tx
        .select({
          jackpotId: jackpotContributions.jackpotId,
          amount: sql<string>`coalesce(sum(${jackpotContributions.amount}), 0)`,
          contributions: count(),
        })
        .from(jackpotContributions)
        .where(inArray(jackpotContributions.jackpotId, jackpotIds))
        .groupBy(jackpotContributions.jackpotId);
      for (const row of rows)
        result.set(row.jackpotId, { amount: Number(row.amount), contributions: row.contributions });
      // Once the engine keeps a jackpot's pot, that is what it holds (a win starts it again from the
      // start-on value), not every contribution ever made.
      const pots = await tx
        .select({
          jackpotId: jackpots.id,
          held: sql<string>`${engineJackpotPots.pot} - coalesce(${jackpots.startOnValue}, 0)`,
        })
        .from(engineJackpotPots)
        .innerJoin(jackpots, eq(jackpots.campaignId, engineJackpotPots.campaignId))
        .where(inArray(jackpots.id, jackpotIds));
      for (const pot of pots) result.get(pot.jackpotId)!.amount = Number(pot.held);
      return result;
    },

    async countContributions(filters: ContributionFilters, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(jackpotContributions)
        .innerJoin(jackpots, eq(jackpots.id, jackpotContributions.jackpotId))
        .innerJoin(campaigns, eq(campaigns.id, jackpots.campaignId))
        .where(contributionsWhere(filters));
      return row.n;
    },

    /** Newest first, with the player's hash. */
    async listContributions(
      filters: ContributionFilters,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<ContributionRow[]> {
      const rows = await tx
        .select({ contribution: jackpotContributions, playerHash: players.hash })
        .from(jackpotContributions)
        .innerJoin(jackpots, eq(jackpots.id, jackpotContributions.jackpotId))
        .innerJoin(campaigns, eq(campaigns.id, jackpots.campaignId))
        .leftJoin(players, eq(players.id, jackpotContributions.playerId))
        .where(contributionsWhere(filters))
        .orderBy(desc(jackpotContributions.created), desc(jackpotContributions.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((row) => ({ ...row.contribution, playerHash: row.playerHash }));
    },

    /** A jackpot's contributions per day (UTC), oldest first. */
    async contributionsPerDay(
      jackpotId: number,
      tx: Executor = db,
    ): Promise<Array<{ day: string; amount: number; contributions: number }>> {
      const day = sql<string>`to_char(${jackpotContributions.created} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await tx
        .select({
          day,
          amount: sql<string>`sum(${jackpotContributions.amount})`,
          contributions: count(),
        })
        .from(jackpotContributions)
        .where(eq(jackpotContributions.jackpotId, jackpotId))
        .groupBy(day)
        .orderBy(day);
      return rows.map((row) => ({
        day: row.day,
        amount: Number(row.amount),
        contributions: row.contributions,
      }));
    },

    async insertContributions(
      rows: ReadonlyArray<Omit<JackpotContribution, 'id'>>,
      tx: Executor = db,
    ): Promise<void> {
      if (rows.length > 0) await tx.insert(jackpotContributions).values([...rows]);
    },
  };
}

export type JackpotsRepository = ReturnType<typeof createJackpotsRepository>;
