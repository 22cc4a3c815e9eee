import { Type } from '@fastify/type-provider-typebox';
import { NullableImageUrl, PlainText } from './common';

// What the platform integrations answer (spec §7 `v1/platforms/*`), in wire form. The HTTP adapter holds
// the platform's answers to these schemas, so a platform answering something else is a 502, never a
// half-read record on a screen.

/** A platform's own id: a number or a string. */
const PlatformId = Type.Union([Type.Integer(), Type.String({ maxLength: 200 })]);

export const ActionGroupSchema = Type.Object({ id: PlatformId, name: Type.String() });
export const SegmentSchema = Type.Object({
  id: PlatformId,
  name: Type.String(),
  players_count: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export const THEMILL_BONUS_TYPES = ['bonus_money', 'free_spins', 'cash'] as const;
export const ThemillBonusSchema = Type.Object({
  id: PlatformId,
  name: Type.String(),
  type: Type.String({ description: `One of ${THEMILL_BONUS_TYPES.join(', ')}` }),
});

export const LootBoxSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  /** How many rewards the box holds (read only). */
  rewards_count: Type.Integer(),
});

/** PATCH v1/platforms/themill/boxes/{id}/: the fields staff may change. */
export const LootBoxPatchSchema = Type.Object({
  name: Type.Optional(PlainText({ minLength: 1, maxLength: 100 })),
  description: Type.Optional(PlainText({ maxLength: 1000 })),
  image: Type.Optional(NullableImageUrl),
  is_active: Type.Optional(Type.Boolean()),
});

export const PredefinedWageringSchema = Type.Object({
  id: PlatformId,
  name: Type.String(),
  /** Times the bonus must be wagered. */
  multiplier: Type.Number(),
});

export const BetAmountsSchema = Type.Object({
  game_id: Type.Integer(),
  /** The bet levels the game accepts, in the casino's base currency, smallest first. */
  bet_amounts: Type.Array(Type.Number()),
});
