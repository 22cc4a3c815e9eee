import { Type } from '@fastify/type-provider-typebox';
import { PRIZE_KINDS } from '../campaigns';
import { MAX_AMOUNT, MAX_INT, Nullable, OrNull, StringEnum } from './common';

const Amount = Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT });
const Id = Type.Integer({ minimum: 1, maximum: MAX_INT });
/** An id in a gaming platform (bonus, loot box, action group): its own text. */
const PlatformId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' });
const CurrencyCode = '^[A-Z]{3}$';

/**
 * A prize as sent, wherever prizes are sent (a task's, a place's, a drop's, `POST v1/prizes/prize/`).
 * Each kind uses its own fields (prize-rules); ids sent back from a detail are ignored.
 */
export const prizeFieldsSchema = {
  kind: StringEnum(PRIZE_KINDS),
  amount: Type.Optional(Nullable(Amount)),
  cash_amounts: Type.Optional(
    Type.Record(Type.String({ pattern: CurrencyCode }), Amount, { maxProperties: 50 }),
  ),
  deposit_bonus_percentage: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000 }))),
  bonus_code: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  free_spins_number: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100000 }))),
  bet_level: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1000000 }))),
  wagering: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 10000 }))),
  pay_winnings_as_bonus: Type.Optional(Type.Boolean()),
  eligible_games: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
  catalog_item_id: Type.Optional(Nullable(Id)),
  platform_bonus_id: Type.Optional(Nullable(PlatformId)),
  loot_box_id: Type.Optional(Nullable(PlatformId)),
  action_group_id: Type.Optional(Nullable(PlatformId)),
};
export const PrizeInput = Type.Object(prizeFieldsSchema);

const NullableNumber = OrNull(Type.Number());

/** A prize wherever prizes are (a task's, a place's, a drop's): each kind answers all fields, its own set. */
export const PrizeSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(PRIZE_KINDS),
  /** Spec §3 action code (BO, CA, CI, DB, FS); null for kinds without one. */
  action_code: OrNull(Type.String()),
  /** Cash or bonus amount in the casino's base currency. */
  amount: NullableNumber,
  /** Cash per currency code. */
  cash_amounts: Type.Record(Type.String(), Type.Number()),
  deposit_bonus_percentage: NullableNumber,
  bonus_code: OrNull(Type.String()),
  free_spins_number: OrNull(Type.Integer()),
  bet_level: NullableNumber,
  wagering: NullableNumber,
  pay_winnings_as_bonus: Type.Boolean(),
  eligible_games: Type.Array(Type.Integer()),
  catalog_item_id: OrNull(Type.Integer()),
  platform_bonus_id: OrNull(Type.String()),
  loot_box_id: OrNull(Type.String()),
  action_group_id: OrNull(Type.String()),
});
