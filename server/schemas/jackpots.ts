import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Jackpot } from '../db/schema';
import type { ContributionRow, PotTotals } from '../repositories/jackpots';
import type { BoostIntervalInput, JackpotInput, JackpotSchema } from '../../contract/schemas/jackpots';

export * from '../../contract/schemas/jackpots';

export type BoostIntervalBody = Static<typeof BoostIntervalInput>;
export type JackpotInputBody = Static<typeof JackpotInput>;
export type JackpotDto = Static<typeof JackpotSchema>;

export const JackpotListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  campaign: Type.Optional(Type.String()),
});

export const ContributionListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  jackpot: Type.Optional(Type.String()),
});

export function toJackpotDto(jackpot: Jackpot, totals: PotTotals): JackpotDto {
  return {
    id: jackpot.id,
    campaign: jackpot.campaignId,
    contribution_level: jackpot.contributionLevel,
    type: jackpot.type,
    title: jackpot.title,
    language_for_title: jackpot.languageForTitle,
    titles: jackpot.titles,
    start_on_value: jackpot.startOnValue,
    boosted: jackpot.boosted,
    boosted_chance: jackpot.boostedChance,
    boost_intervals: jackpot.boostIntervals.map((interval) => ({
      kind: interval.kind,
      days: interval.days,
      from_time: interval.fromTime,
      to_time: interval.toTime,
      start: interval.start,
      end: interval.end,
    })),
    notify_when_won: jackpot.notifyWhenWon,
    average_payout: jackpot.averagePayout,
    max_payout: jackpot.maxPayout,
    pot: Math.round(((jackpot.startOnValue ?? 0) + totals.amount) * 100) / 100,
    contributions_count: totals.contributions,
    cancellation: jackpot.cancellation,
    pot_at_cancellation: jackpot.potAtCancellation,
    cancelled_at: jackpot.cancelledAt?.toISOString() ?? null,
  };
}

export const toContributionDto = (row: ContributionRow) => ({
  id: row.id,
  jackpot: row.jackpotId,
  player: row.playerHash,
  bet_amount: row.betAmount,
  amount: row.amount,
  created: row.created.toISOString(),
});
