/** Player and target-group wire shapes after camelisation (spec §3 "Player", "Target group"). */

export interface Player {
  id: number;
  hash: string;
  currency: string;
  market: string;
  vipLevel: string;
  affiliate: string | null;
  customerState: string;
  segments: string[];
  registered: string;
  /** Responsible gambling: such a player is in no campaign's audience. Other backends may not say. */
  blocked?: boolean;
  selfExcluded?: boolean;
}

export interface PlayersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: Player[];
}

/** Filter key (one of the casino's `availablePlayerSelectionFilters`, as the API spells it) → values. */
export type PlayerFilters = Record<string, string[]>;

export interface TargetGroup {
  id: number;
  /** Keyed as the API spells the filters (`vip_levels`), not camelised. */
  filters: PlayerFilters;
  manuallyAddedPlayers: number[];
  manuallyRemovedPlayers: number[];
  numbersManuallyAddedPlayers: number;
  numbersManuallyRemovedPlayers: number;
  playersCount: number;
  /** The count when the group was last saved; a backend may leave it out. */
  lastPlayersCount?: number | null;
  /** Chosen players whom responsible gambling leaves out (our API; other backends may not say). */
  excludedPlayers?: ExcludedPlayers;
}

/** Players a choice named whom responsible gambling leaves out, per reason (one may count under both). */
export interface ExcludedPlayers {
  selfExcluded: number;
  blocked: number;
}

/** The size of a choice not yet saved: `POST v1/player/target-groups/{id}/audience/` (our API). */
export interface Audience {
  playersCount: number;
  excludedPlayers: ExcludedPlayers;
}

/** PATCH v1/player/target-groups/{id}/: any of these. */
export type TargetGroupChanges = Partial<
  Pick<TargetGroup, 'filters' | 'manuallyAddedPlayers' | 'manuallyRemovedPlayers'>
>;

export type { PlayerImportType } from '@/contract/players';

/** Spec §3 "Player selection upload result" and the import-players response. */
export interface PlayerImportReport {
  added: number;
  /** Line numbers (from 1) that hold no player hash. */
  brokenLines: number[];
  duplicatePlayerHashes: string[];
  nonExistingPlayerHashes: string[];
  /** Responsible gambling: named players no campaign may target, never added (our API). */
  selfExcludedPlayerHashes?: string[];
  blockedPlayerHashes?: string[];
  /** Ids not removed: they are manually added. */
  alreadyManuallyAddedPlayers: number[];
  /** Ids not added: they are manually removed. */
  alreadyManuallyRemovedPlayers: number[];
  /** Our API cuts each list to 500 items and counts them all here; other backends may not. */
  brokenLinesCount?: number;
  duplicatePlayerHashesCount?: number;
  nonExistingPlayerHashesCount?: number;
  selfExcludedPlayerHashesCount?: number;
  blockedPlayerHashesCount?: number;
  alreadyManuallyAddedPlayersCount?: number;
  alreadyManuallyRemovedPlayersCount?: number;
}
