import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { BET_TYPES } from '../db/tables/player-activity';
import { EVENT_KINDS } from '../db/tables/engine';
import { DateTimeString, DetailError, FieldErrors, StringEnum } from './common';

/** Most events one `POST v1/events/` may carry. */
export const MAX_EVENTS_PER_BATCH = 10_000;
/** Largest body `POST v1/events/` reads (413 past it, before parsing). */
export const MAX_EVENTS_BODY_BYTES = 5 * 1024 * 1024;

export const DEPOSIT_STATUSES = ['approved', 'rollback'] as const;
export const SPORTSBET_STATUSES = ['placed', 'won', 'lost', 'void', 'cashed_out'] as const;
export type SportsbetStatus = (typeof SPORTSBET_STATUSES)[number];

/** Money on the wire: a decimal string ("12.50") or a number, at most two decimal places. */
const MoneyIn = Type.Union([
  Type.String({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$' }),
  Type.Number({ minimum: 0 }),
]);
/** Money as stored in an event's payload: a decimal string with two places. */
const MoneyOut = Type.String({ pattern: '^\\d+\\.\\d{2}$' });

const common = {
  unique_id: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'Unique for ever: a resent event is a no-op.',
  }),
  player: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "The player's hash; unknown players are created.",
  }),
  occurred_at: DateTimeString,
};

/** Each kind's own fields; `money` says whether amounts are the wire's (in) or the payload's (out) form. */
function kindFields(money: TSchema) {
  const Currency = Type.String({
    minLength: 3,
    maxLength: 10,
    description: 'One of the casino’s currencies.',
  });
  const Label = Type.String({ maxLength: 200 });
  return {
    gameround: {
      game: Type.Integer({ minimum: 1, description: 'The game’s id in v1/games/games/.' }),
      round_id: Type.String({ minLength: 1, maxLength: 200 }),
      bet: money,
      win: Type.Optional(money),
      currency: Currency,
      is_bonus: Type.Optional(Type.Boolean({ description: 'A round played with bonus money.' })),
      is_round_end: Type.Optional(Type.Boolean({ default: true })),
    },
    deposit: {
      amount: money,
      currency: Currency,
      method: Type.Optional(Label),
      status: Type.Optional(StringEnum(DEPOSIT_STATUSES, { default: 'approved' })),
    },
    sportsbet: {
      bet_id: Type.String({ minLength: 1, maxLength: 200 }),
      stake: money,
      currency: Currency,
      odds: Type.Number({ minimum: 1, maximum: 100_000 }),
      sport: Label,
      league: Type.Optional(Label),
      market: Type.Optional(Label),
      bet_type: Type.Optional(StringEnum(BET_TYPES, { default: 'single' })),
      status: StringEnum(SPORTSBET_STATUSES),
      payout: Type.Optional(money),
    },
    login: {},
    player: {
      currency: Type.Optional(Currency),
      market: Type.Optional(Label),
      vip_level: Type.Optional(Label),
      affiliate: Type.Optional(Type.Union([Label, Type.Null()])),
      customer_state: Type.Optional(Label),
      segments: Type.Optional(Type.Array(Label, { maxItems: 100 })),
      blocked: Type.Optional(Type.Boolean()),
      self_excluded: Type.Optional(Type.Boolean()),
    },
    opt_in: { campaign: Type.Integer({ minimum: 1, description: 'The campaign the player joins.' }) },
    rollback: {
      target: Type.String({ minLength: 1, maxLength: 200, description: 'The unique_id it cancels.' }),
    },
  } as const;
}

const wireKinds = kindFields(MoneyIn);
/** One event as a platform sends it. */
export const EventIn = Type.Union(
  EVENT_KINDS.map((kind) => Type.Object({ kind: Type.Literal(kind), ...common, ...wireKinds[kind] })),
);

export const EventsBody = Type.Object(
  { events: Type.Array(EventIn, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  {
    description: `At most ${MAX_EVENTS_PER_BATCH} events and ${MAX_EVENTS_BODY_BYTES} bytes; all or nothing.`,
  },
);

const payloadKinds = kindFields(MoneyOut);
/**
 * What `player_events.payload` holds per kind: the event's own fields after validation (money as
 * decimal strings with two places, defaults filled in); `kind`, `unique_id`, `player` and `occurred_at`
 * are the row's columns.
 */
export const GameroundPayload = Type.Object({
  ...payloadKinds.gameround,
  win: MoneyOut,
  is_bonus: Type.Boolean(),
  is_round_end: Type.Boolean(),
});
export const DepositPayload = Type.Object({
  ...payloadKinds.deposit,
  method: Type.String(),
  status: StringEnum(DEPOSIT_STATUSES),
});
export const SportsbetPayload = Type.Object({
  ...payloadKinds.sportsbet,
  league: Type.String(),
  market: Type.String(),
  bet_type: StringEnum(BET_TYPES),
  payout: MoneyOut,
});
export const PlayerPayload = Type.Object(payloadKinds.player);
export const OptInPayload = Type.Object(payloadKinds.opt_in);
export const RollbackPayload = Type.Object(payloadKinds.rollback);

export interface EventPayloads {
  gameround: Static<typeof GameroundPayload>;
  deposit: Static<typeof DepositPayload>;
  sportsbet: Static<typeof SportsbetPayload>;
  login: Record<string, never>;
  player: Static<typeof PlayerPayload>;
  opt_in: Static<typeof OptInPayload>;
  rollback: Static<typeof RollbackPayload>;
}

export const EventsAccepted = Type.Object({
  accepted: Type.Integer({ description: 'Events stored by this call.' }),
  duplicates: Type.Integer({
    description: 'Events already stored before (same unique_id): nothing changed.',
  }),
});

/** 422: `{"errors": {"<index>": {"<field>": ["message"]}}}`; nothing of the batch was stored. */
export const EventsRejected = Type.Object({ errors: Type.Record(Type.String(), FieldErrors) });

export const EVENTS_ERROR_RESPONSES = {
  400: FieldErrors,
  401: DetailError,
  413: DetailError,
  415: DetailError,
  422: EventsRejected,
} as const;
