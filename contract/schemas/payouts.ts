import { Type } from '@fastify/type-provider-typebox';
import { PRIZE_KINDS } from '../campaigns';
import { PAYOUT_STATES } from '../payouts';
import { DateTimeString, MAX_INT, OrNull, PageSchema, PlainText, StringEnum } from './common';

/** One award on its way to the player's account (GET v1/payouts/). */
export const PayoutSchema = Type.Object({
  id: Type.Integer(),
  award: Type.Integer(),
  campaign: Type.Object({ id: Type.Integer(), name: Type.String() }),
  player: Type.String({ description: "The player's hash." }),
  kind: StringEnum(PRIZE_KINDS),
  prize: Type.Record(Type.String(), Type.Unknown(), { description: 'The prize fields credited.' }),
  value: Type.Number(),
  currency: Type.String(),
  state: StringEnum(PAYOUT_STATES),
  attempts: Type.Integer(),
  next_try: OrNull(DateTimeString),
  message: Type.String({ description: "The platform's message of a failure, or why it was cancelled." }),
  sent: OrNull(DateTimeString),
  paid: OrNull(DateTimeString),
  released_by: OrNull(Type.Integer()),
  created: DateTimeString,
});

/** The list's totals: of every payout the filters match, per state and currency. */
export const PayoutTotalSchema = Type.Object({
  state: StringEnum(PAYOUT_STATES),
  currency: Type.String(),
  count: Type.Integer(),
  value: Type.Number(),
});

export const PayoutPageSchema = Type.Object({
  ...PageSchema(PayoutSchema).properties,
  totals: Type.Array(PayoutTotalSchema, {
    description: 'Of every payout the filters match, per state and currency.',
  }),
});

/** POST v1/payouts/{id}/cancel/: why staff cancel it. */
export const PayoutCancelBody = Type.Object({ reason: PlainText({ minLength: 1, maxLength: 500 }) });

/** POST v1/payouts/release/: every held payout of one campaign. */
export const PayoutReleaseBody = Type.Object({ campaign: Type.Integer({ minimum: 1, maximum: MAX_INT }) });

export const PayoutsReleasedSchema = Type.Object({ released: Type.Integer() });
