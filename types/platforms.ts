/** Spec §7 `v1/platforms/*` answers, camelised. Platform ids may be numbers or strings (the platform's own). */
import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  ActionGroupSchema,
  BetAmountsSchema,
  LootBoxPatchSchema,
  LootBoxSchema,
  PredefinedWageringSchema,
  SegmentSchema,
  ThemillBonusSchema,
} from '@/contract/schemas/platforms';

/** Fasttrack: a group of actions a prize can trigger. */
export type ActionGroup = Camelized<Static<typeof ActionGroupSchema>>;

/** Fasttrack: a player segment. */
export type Segment = Camelized<Static<typeof SegmentSchema>>;

/** Themill: a bonus a prize can award (`type`: bonus_money, free_spins, cash). */
export type ThemillBonus = Camelized<Static<typeof ThemillBonusSchema>>;

/** Themill: a loot box. */
export type LootBox = Camelized<Static<typeof LootBoxSchema>>;

/** PATCH v1/platforms/themill/boxes/{id}/: the fields staff may change. */
export type LootBoxChanges = Camelized<Static<typeof LootBoxPatchSchema>>;

/** Mystino: a wagering rule a bonus prize can use. */
export type PredefinedWagering = Camelized<Static<typeof PredefinedWageringSchema>>;

/** Rival: the bet levels a game accepts (free spins' bet level), base currency, smallest first. */
export type BetAmounts = Camelized<Static<typeof BetAmountsSchema>>;
