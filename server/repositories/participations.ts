import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { campaignParticipations, players } from '../db/schema';
import { prizePaidInBase } from './prize-cost';

export interface DayStatistics {
  day: string;
  participants: number;
  completions: number;
  /** In the base currency (a currency without a rate is left out). */
  prizesPaid: number;
}

/** Who joined which campaign, what they completed and were paid: the campaign statistics. */
export function createParticipationsRepository(db: Executor) {
  return {
    /** Records that the player joined (opt-in) unless they already had; returns when they joined. */
    async join(
      campaignId: number,
      playerId: number,
      at: Date = new Date(),
      tx: Executor = db,
    ): Promise<Date> {
      const [row] = await tx
        .insert(campaignParticipations)
        .values({ campaignId, playerId, joined: at, day: at.toISOString().slice(0, 10) })
        .onConflictDoNothing()
        .returning({ joined: campaignParticipations.joined });
      if (row) return row.joined;
      const [existing] = await tx
        .select({ joined: campaignParticipations.joined })
        .from(campaignParticipations)
        .where(
          and(
            eq(campaignParticipations.campaignId, campaignId),
            eq(campaignParticipations.playerId, playerId),
          ),
        );
      return existing.joined;
    },

    /**
     * Per day the players joined: how many joined, completed and were paid; prizes paid in each player's
     * currency are summed in the base currency by the casino's `rates`.
     */
    async daily(
      campaignId: number,
      rates: Record<string, number>,
      tx: Executor = db,
    ): Promise<DayStatistics[]> {
      const rows = await tx
        .select({
          day: campaignParticipations.day,
          participants: count(),
          completions: count(campaignParticipations.completed),
          prizesPaid: sql<string>`coalesce(sum(${prizePaidInBase(rates)}), 0)`,
        })
        .from(campaignParticipations)
        .innerJoin(players, eq(players.id, campaignParticipations.playerId))
        .where(eq(campaignParticipations.campaignId, campaignId))
        .groupBy(campaignParticipations.day)
        .orderBy(asc(campaignParticipations.day));
      // Unrounded: a total of rounded days would drift from the same sum rounded once (the reports').
      return rows.map((row) => ({ ...row, prizesPaid: Number(row.prizesPaid) }));
    },
  };
}

export type ParticipationsRepository = ReturnType<typeof createParticipationsRepository>;
