import type { Race, Tournament } from './competitions';
import type { CampaignType } from './api';
import type { Jackpot, JackpotChanges } from './jackpots';
import type { PrizeDrop, PrizeDropChanges } from './prizeDrops';

import type {
  AnsweredCampaignStatus,
  BetSettlement,
  BetType,
  CampaignStatus as CountedStatus,
  GameplayMode,
  PrizeKind,
  TaskType,
} from '@/contract/campaigns';

// The value sets live in contract/ (both programs read them); the wire shapes below name their types.
export type {
  BetSettlement,
  BetType,
  GameplayMode,
  PrizeKind,
  TaskType,
  CampaignStatus as CountedStatus,
} from '@/contract/campaigns';

/** Spec §4 campaign status codes; SC and RF are both "scheduled". The API may answer others (N/A). */
export type CampaignStatus = AnsweredCampaignStatus;

/** The list's `statistics` counts each status (the same filters, without the status one). */
export type CampaignStatistics = Record<CountedStatus, number>;

export interface CampaignCreator {
  id: number;
  name: string;
}

/** A row of GET v1/campaigns/campaigns/. */
export interface CampaignListItem {
  id: number;
  name: string;
  type: CampaignType;
  /** One of CAMPAIGN_STATUSES, or a code this app does not know. */
  status: string;
  isTemplate: boolean;
  startDate: string | null;
  endDate: string | null;
  creator: CampaignCreator | null;
  priority: boolean;
  optIn: boolean;
  recurring: unknown;
  created: string;
}

/** A campaign list row with what staff monitor there (our addition to the spec's list item). */
export interface CampaignMonitoredItem extends CampaignListItem {
  participants: number;
  /** The prizes paid so far, in the base currency. */
  cost: number;
  /** The cost that notifies staff, in the base currency; null for no alarm. */
  costAlarm: number | null;
  /** Players in the target group when it was last saved; null without one. */
  audienceSize: number | null;
}

/** Spec §3 "A campaigns page holds count, creators, next, previous, results and statistics". */
export interface CampaignsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: CampaignMonitoredItem[];
  creators: CampaignCreator[];
  statistics: CampaignStatistics;
}

/**
 * GET v1/campaigns/campaigns/{id}/: the row's fields and everything the builder edits (titles, terms,
 * images, cost, target group, mission …), which this app passes through untouched when it copies.
 */
export type Campaign = CampaignListItem & Record<string, unknown>;

/** The status changes PATCH v1/campaigns/campaigns/{id}/ accepts: publish, back to draft, cancel. */
export type CampaignStatusChange = 'SC' | 'DR' | 'CA';

/** Spec §3 recurring: every N days/weeks/months, or on selected dates; `quantity` occurrences. */
export interface Recurring {
  kind: 'every' | 'dates';
  everyN?: number | null;
  unit?: 'day' | 'week' | 'month' | null;
  dates?: string[];
  quantity: number | null;
}

/** A prize wherever prizes are (a task's, a place's, a drop's): each kind answers all fields, its own set. */
export interface Prize {
  id?: number;
  kind: PrizeKind;
  /** Spec §3 action code (BO, CA, CI, DB, FS); null for kinds without one. Read-only. */
  actionCode?: string | null;
  /** Cash or bonus amount in the casino's base currency. */
  amount: number | null;
  /** Cash per currency code. */
  cashAmounts: Record<string, number>;
  depositBonusPercentage: number | null;
  bonusCode: string | null;
  freeSpinsNumber: number | null;
  betLevel: number | null;
  wagering: number | null;
  payWinningsAsBonus: boolean;
  eligibleGames: number[];
  catalogItemId: number | null;
  platformBonusId: string | null;
  lootBoxId: string | null;
  actionGroupId: string | null;
}

export interface DepositRange {
  min: number;
  max: number;
}

/** A mission task: each type answers only its own fields (deposit amount|ranges, gameplay …). */
export interface MissionTask {
  id?: number;
  type: TaskType;
  position?: number;
  amount?: number | null;
  ranges?: DepositRange[] | null;
  rounds?: number | null;
  mode?: GameplayMode | null;
  times?: number | null;
  multiplier?: number | null;
  games?: number[];
  maxAmount?: number | null;
  sport?: string | null;
  league?: string | null;
  market?: string | null;
  betType?: BetType | null;
  minOdds?: number | null;
  settledStatus?: BetSettlement | null;
  prizes: Prize[];
}

export interface Mission {
  id: number;
  campaign: number;
  /** Its place in a mission chain (mission v2); 0 for the one mission of other types. */
  position?: number;
  tasksInOrder: boolean;
  minBet: number | null;
  repeatable: boolean;
  repeatCount: number | null;
  tasks: MissionTask[];
}

/** GET v1/campaigns/campaigns/{id}/: everything the builder edits. */
export interface CampaignDetail extends CampaignListItem {
  /** The version loaded (the answer's ETag, kept by the client): an edit sends it back as `If-Match`. */
  version?: string;
  parentId: number | null;
  recurring: Recurring | null;
  hideOverlay: boolean;
  showOverlayAfterEnd: boolean;
  /** Language code → title / terms HTML. */
  titles: Record<string, string>;
  terms: Record<string, string>;
  desktopBackgroundImage: string | null;
  mobileBackgroundImage: string | null;
  campaignImage: string | null;
  costAlarm: number | null;
  cost: number;
  costAlarmNotified: boolean;
  /** The percentage (0–50) of its players held out: tracked, never rewarded, to measure the uplift. */
  controlGroup: number;
  /** Awards wait as held payouts until an approver other than the creator releases them. */
  holdPayouts: boolean;
  targetGroup: number | null;
  mission: Mission | null;
  /** Mission v2: the chain of missions in order. */
  missions?: Mission[];
  /** The settings of a tournament or race campaign (types/competitions.ts). */
  tournament?: Tournament | null;
  race?: Race | null;
  /** The settings of a prize drop or jackpot campaign (types/prizeDrops.ts, types/jackpots.ts). */
  prizeDrop?: PrizeDrop | null;
  jackpot?: Jackpot | null;
  modified: string;
}

/** What the builder sends (PATCH): any campaign field; `mission.tasks` replaces every task. */
export type CampaignChanges = Partial<
  Omit<
    CampaignDetail,
    | 'id'
    | 'status'
    | 'creator'
    | 'created'
    | 'modified'
    | 'mission'
    | 'missions'
    | 'cost'
    | 'tournament'
    | 'race'
    | 'prizeDrop'
    | 'jackpot'
  >
> & {
  mission?: Partial<Omit<Mission, 'id' | 'campaign'>>;
  missions?: Partial<Omit<Mission, 'id' | 'campaign'>>[];
  tournament?: Partial<Omit<Tournament, 'id' | 'campaign'>>;
  race?: Partial<Omit<Race, 'id' | 'campaign'>>;
  prizeDrop?: PrizeDropChanges;
  jackpot?: JackpotChanges;
};

/** Spec §2: campaign building is done in these steps, in this order (the builder URL's `step`). */
export const BUILDER_STEPS = [
  'title',
  'settings',
  'players',
  'content',
  'terms',
  'overview',
  'reports',
] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** One day of GET v1/campaigns/campaigns/{id}/statistics/: the players who joined that day. */
export interface CampaignStatisticsDay {
  /** YYYY-MM-DD. Days nobody joined are left out. */
  day: string;
  participants: number;
  completions: number;
  prizesPaid: number;
  /** The prizes paid up to and including this day. */
  cost: number;
}

/** GET v1/campaigns/campaigns/{id}/statistics/: the campaign's totals and its days, oldest first. */
export interface CampaignStatisticsReport {
  participants: number;
  completions: number;
  prizesPaid: number;
  cost: number;
  /** The currency the prizes paid and the cost are counted in (the casino's base currency). */
  baseCurrency: string;
  series: CampaignStatisticsDay[];
}
