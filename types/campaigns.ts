import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { AnsweredCampaignStatus } from '@/contract/campaigns';
import type {
  CampaignDetailSchema,
  CampaignListItem as CampaignListItemSchema,
  CampaignMonitoredItem as CampaignMonitoredItemSchema,
  CampaignPageSchema,
  CampaignPatchBody,
  CampaignStatisticsSchema,
  DayStatisticsSchema,
  RecurringInput,
  StatusCountsSchema,
} from '@/contract/schemas/campaigns';
import type { MissionSchema, NestedTaskInput, TaskSchema } from '@/contract/schemas/missions';
import type { PrizeInput, PrizeSchema } from '@/contract/schemas/prizes';
import type { UserRef } from '@/contract/schemas/common';

// The value sets live in contract/ (both programs read them); the wire shapes below come from its schemas.
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
export type CampaignStatistics = Camelized<Static<typeof StatusCountsSchema>>;

export type CampaignCreator = Camelized<Static<typeof UserRef>>;

/** A row of GET v1/campaigns/campaigns/. */
export type CampaignListItem = Camelized<Static<typeof CampaignListItemSchema>>;

/** A campaign list row with what staff monitor there (our addition to the spec's list item). */
export type CampaignMonitoredItem = Camelized<Static<typeof CampaignMonitoredItemSchema>>;

export type CampaignsPage = Camelized<Static<typeof CampaignPageSchema>>;

/**
 * A campaign as its row and whatever else its detail carries, which this app passes through untouched
 * when it copies.
 */
export type Campaign = CampaignListItem & Record<string, unknown>;

/** The status changes PATCH v1/campaigns/campaigns/{id}/ accepts: publish, back to draft, cancel. */
export type CampaignStatusChange = 'SC' | 'DR' | 'CA';

/** Spec §3 recurring: every N days/weeks/months, or on selected dates; `quantity` occurrences. */
export type Recurring = Camelized<Static<typeof RecurringInput>>;

/** A prize wherever prizes are (a task's, a place's, a drop's): each kind answers all fields, its own set. */
export type Prize = Camelized<Static<typeof PrizeSchema>>;

/** A prize as sent, wherever prizes are sent: every field, the server keeps only the kind's own. */
export type PrizeBody = Camelized<Static<typeof PrizeInput>>;

/** A mission task: each type answers only its own fields (deposit amount|ranges, gameplay …). */
export type MissionTask = Camelized<Static<typeof TaskSchema>>;
export type DepositRange = NonNullable<MissionTask['ranges']>[number];

/** A task as sent inside its mission (the type's own fields). */
export type MissionTaskBody = Camelized<Static<typeof NestedTaskInput>>;

/** A mission and its tasks; `position` is its place in a mission chain (mission v2), 0 otherwise. */
export type Mission = Camelized<Static<typeof MissionSchema>>;

/** GET v1/campaigns/campaigns/{id}/: everything the builder edits. */
export type CampaignDetail = Camelized<Static<typeof CampaignDetailSchema>> & {
  /** The version loaded (the answer's ETag, kept by the client): an edit sends it back as `If-Match`. */
  version?: string;
};

/** What the builder sends (PATCH): any campaign field; `mission.tasks` replaces every task. */
export type CampaignChanges = Camelized<Static<typeof CampaignPatchBody>>;

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
export type CampaignStatisticsDay = Camelized<Static<typeof DayStatisticsSchema>>;

/** GET v1/campaigns/campaigns/{id}/statistics/: the campaign's totals and its days, oldest first. */
export type CampaignStatisticsReport = Camelized<Static<typeof CampaignStatisticsSchema>>;
