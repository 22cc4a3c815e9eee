/** Spec §7 `v1/platforms/*` answers, camelised. Platform ids may be numbers or strings (the platform's own). */
export type PlatformId = number | string;

/** Fasttrack: a group of actions a prize can trigger. */
export interface ActionGroup {
  id: PlatformId;
  name: string;
}

/** Fasttrack: a player segment. */
export interface Segment {
  id: PlatformId;
  name: string;
  playersCount?: number | null;
}

/** Themill: a bonus a prize can award (`type`: bonus_money, free_spins, cash). */
export interface ThemillBonus {
  id: PlatformId;
  name: string;
  type: string;
}

/** Themill: a loot box. */
export interface LootBox {
  id: number;
  name: string;
  description: string;
  image: string | null;
  isActive: boolean;
  rewardsCount: number;
}

export type LootBoxChanges = Partial<Pick<LootBox, 'name' | 'description' | 'image' | 'isActive'>>;

/** Mystino: a wagering rule a bonus prize can use. */
export interface PredefinedWagering {
  id: PlatformId;
  name: string;
  multiplier: number;
}

/** Rival: the bet levels a game accepts (free spins' bet level), base currency, smallest first. */
export interface BetAmounts {
  gameId: number;
  betAmounts: number[];
}
