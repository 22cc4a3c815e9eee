import type { CampaignType } from './api';

/** Spec §4 campaign status codes; SC and RF are both "scheduled". The API may answer others (N/A). */
export const CAMPAIGN_STATUSES = ['DR', 'SC', 'RF', 'AC', 'FI', 'CA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The statuses the list's `statistics` counts (the same filters, without the status one). */
export const COUNTED_STATUSES = ['DR', 'SC', 'AC', 'FI', 'CA'] as const;
export type CountedStatus = (typeof COUNTED_STATUSES)[number];
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

/** Spec §3 "A campaigns page holds count, creators, next, previous, results and statistics". */
export interface CampaignsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: CampaignListItem[];
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
