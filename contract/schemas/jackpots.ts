import { Type } from '@fastify/type-provider-typebox';
import { BOOST_INTERVAL_KINDS, JACKPOT_CANCELLATIONS, JACKPOT_TYPES } from '../jackpots';
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

export const JackpotCreateBody = Type.Object({ campaign: Id, ...jackpotFields });
export const JackpotPatchBody = Type.Object(jackpotFields);
export const JackpotCancelBody = Type.Object({ immediately: Type.Optional(Type.Boolean()) });

export const BoostIntervalSchema = Type.Object({
  kind: StringEnum(BOOST_INTERVAL_KINDS),
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
  type: NullableEnum(JACKPOT_TYPES),
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
  cancellation: NullableEnum(JACKPOT_CANCELLATIONS),
  pot_at_cancellation: NullableNumber,
  cancelled_at: OrNull(Type.String()),
});

export const ContributionSchema = Type.Object({
  id: Type.Integer(),
  jackpot: Type.Integer(),
  player: OrNull(Type.String()),
  bet_amount: Type.Number(),
  amount: Type.Number(),
  created: Type.String(),
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
