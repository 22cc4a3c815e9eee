import { Type, type Static } from '@fastify/type-provider-typebox';
import { BOOST_INTERVAL_KINDS, JACKPOT_TYPES, type Jackpot } from '../db/schema';
import type { ContributionRow, PotTotals } from '../repositories/jackpots';
import {
  DATE_TIME_PATTERN,
  MAX_AMOUNT,
  MAX_INT,
  Nullable,
  NullableEnum,
  OrNull,
  PlainText,
  StringEnum,
} from './common';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
const MoneyOrNull = Nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }));
const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$', maxLength: 12 });
const TimeOfDay = Nullable(Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }));
const DateTimeOrNull = Nullable(Type.String({ pattern: DATE_TIME_PATTERN, maxLength: 40 }));

/** When the boosted chance applies (db/tables/prize-drops-jackpots.ts `BoostInterval`). */
export const BoostIntervalInput = Type.Object({
  kind: StringEnum(BOOST_INTERVAL_KINDS),
  days: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 31 }), { maxItems: 31 })),
  from_time: Type.Optional(TimeOfDay),
  to_time: Type.Optional(TimeOfDay),
  start: Type.Optional(DateTimeOrNull),
  end: Type.Optional(DateTimeOrNull),
});
export type BoostIntervalBody = Static<typeof BoostIntervalInput>;

export const jackpotFields = {
  /** Percent of each bet that goes into the pot. */
  contribution_level: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 100 }))),
  type: Type.Optional(NullableEnum(JACKPOT_TYPES)),
  title: Type.Optional(PlainText({ maxLength: 200 })),
  language_for_title: Type.Optional(LanguageCode),
  /** Language code → title; the codes are the casino's languages (checked by the jackpot module). */
  titles: Type.Optional(Type.Record(Type.String(), PlainText({ maxLength: 200 }), { maxProperties: 50 })),
  start_on_value: Type.Optional(MoneyOrNull),
  boosted: Type.Optional(Type.Boolean()),
  boosted_chance: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 1, maximum: 1000 }))),
  boost_intervals: Type.Optional(Type.Array(BoostIntervalInput, { maxItems: 50 })),
  notify_when_won: Type.Optional(Type.Boolean()),
  average_payout: Type.Optional(MoneyOrNull),
  max_payout: Type.Optional(MoneyOrNull),
};

export const JackpotInput = Type.Object(jackpotFields);
export type JackpotInputBody = Static<typeof JackpotInput>;

export const JackpotCreateBody = Type.Object({ campaign: Id, ...jackpotFields });
export const JackpotPatchBody = Type.Object(jackpotFields);
export const JackpotCancelBody = Type.Object({ immediately: Type.Optional(Type.Boolean()) });

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

const BoostIntervalSchema = Type.Object({
  kind: Type.String(),
  days: Type.Array(Type.Integer()),
  from_time: OrNull(Type.String()),
  to_time: OrNull(Type.String()),
  start: OrNull(Type.String()),
  end: OrNull(Type.String()),
});

const NullableNumber = OrNull(Type.Number());

export const JackpotSchema = Type.Object({
  id: Type.Integer(),
  campaign: Type.Integer(),
  contribution_level: NullableNumber,
  type: OrNull(Type.String()),
  title: Type.String(),
  language_for_title: Type.String(),
  titles: Type.Record(Type.String(), Type.String()),
  start_on_value: NullableNumber,
  boosted: Type.Boolean(),
  boosted_chance: NullableNumber,
  boost_intervals: Type.Array(BoostIntervalSchema),
  notify_when_won: Type.Boolean(),
  average_payout: NullableNumber,
  max_payout: NullableNumber,
  /** What the pot holds now: the start-on value and every contribution. */
  pot: Type.Number(),
  contributions_count: Type.Integer(),
  /** `paid_out` (cancel jackpot) or `forfeited` (cancel immediately); null while not cancelled. */
  cancellation: OrNull(Type.String()),
  pot_at_cancellation: NullableNumber,
  cancelled_at: OrNull(Type.String()),
});
export type JackpotDto = Static<typeof JackpotSchema>;

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

export const ContributionSchema = Type.Object({
  id: Type.Integer(),
  jackpot: Type.Integer(),
  player: OrNull(Type.String()),
  bet_amount: Type.Number(),
  amount: Type.Number(),
  created: Type.String(),
});

export const toContributionDto = (row: ContributionRow) => ({
  id: row.id,
  jackpot: row.jackpotId,
  player: row.playerHash,
  bet_amount: row.betAmount,
  amount: row.amount,
  created: row.created.toISOString(),
});

/** The contributions page; filtered by one jackpot it also carries the totals per day (the chart). */
export const ContributionPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(ContributionSchema),
  per_day: Type.Optional(
    Type.Array(Type.Object({ day: Type.String(), amount: Type.Number(), contributions: Type.Integer() })),
  ),
});
