import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { campaignParticipations } from '../db/schema';

export interface DayStatistics {
  day: string;
  participants: number;
  completions: number;
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

    /** Per day the players joined: how many joined, completed and were paid. */
    async daily(campaignId: number, tx: Executor = db): Promise<DayStatistics[]> {
      const rows = await tx
        .select({
          day: campaignParticipations.day,
          participants: count(),
          completions: count(campaignParticipations.completed),
          prizesPaid: sql<string>`coalesce(sum(${campaignParticipations.prizePaid}), 0)`,
        })
        .from(campaignParticipations)
        .where(eq(campaignParticipations.campaignId, campaignId))
        .groupBy(campaignParticipations.day)
        .orderBy(asc(campaignParticipations.day));
      return rows.map((row) => ({ ...row, prizesPaid: Number(row.prizesPaid) }));
    },
  };
}

export type ParticipationsRepository = ReturnType<typeof createParticipationsRepository>;
