/**
 * The value sets of a campaign's wire shapes (spec §3, §4), once, for both programs: the API server
 * validates bodies and constrains its tables with them, the web app builds its choices and labels from them.
 */

/** Spec §4 campaign status codes our API stores and counts, in the order the lists count them. */
export const CAMPAIGN_STATUSES = ['DR', 'SC', 'AC', 'FI', 'CA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec §4: RF is "scheduled" too; another backend may answer it, ours never stores it. */
export const ANSWERED_CAMPAIGN_STATUSES = [...CAMPAIGN_STATUSES, 'RF'] as const;
export type AnsweredCampaignStatus = (typeof ANSWERED_CAMPAIGN_STATUSES)[number];

/** Spec §3 prize kinds (wire types). */
export const PRIZE_KINDS = [
  'cash',
  'bonus',
  'deposit_bonus',
  'free_spins',
  'catalog_item',
  'fast_track_prize',
  'loot_box',
  'platform_bonus',
] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** Spec §3 task types; `sportsbet` is the sportsbook mission's (bets on sports events). */
export const TASK_TYPES = ['deposit', 'gameplay', 'netloss', 'turnover', 'sportsbet'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const GAMEPLAY_MODES = ['times', 'multiplier', 'win_in_a_row'] as const;
export type GameplayMode = (typeof GAMEPLAY_MODES)[number];

/** Sportsbook bets a task counts: single bets, combinations (accumulators), or either. */
export const BET_TYPES = ['single', 'combo', 'any'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** When a sportsbook bet counts: once placed, once settled, or only when won. */
export const BET_SETTLEMENTS = ['placed', 'settled', 'won'] as const;
export type BetSettlement = (typeof BET_SETTLEMENTS)[number];

/** Spec §3 recurring "every N" units. */
export const RECURRING_UNITS = ['day', 'week', 'month'] as const;
export type RecurringUnit = (typeof RECURRING_UNITS)[number];

/** Spec §3 recurring: every N units, or on selected dates. */
export const RECURRING_KINDS = ['every', 'dates'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];
