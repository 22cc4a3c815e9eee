import { Type, type Static } from '@fastify/type-provider-typebox';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, RECURRING_UNITS, type Campaign } from '../db/schema';
import type { CampaignListRow, CampaignPageRow } from '../repositories/campaigns';
import { iso } from '../lib/time';
import {
  DateTimeString,
  MAX_AMOUNT,
  MAX_INT,
  Nullable,
  NullableEnum,
  OrNull,
  StringEnum,
  UserRef,
  NullableImageUrl,
} from './common';
import { settingsInputFields, settingsOutputFields } from './campaign-settings';

export const RecurringInput = Type.Object({
  kind: StringEnum(['every', 'dates'] as const),
  every_n: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  unit: Type.Optional(NullableEnum(RECURRING_UNITS)),
  dates: Type.Optional(Type.Array(DateTimeString, { maxItems: 366 })),
  /** Occurrences still to come; for `dates` it defaults to the number of dates. */
  quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
});
export type RecurringBody = Static<typeof RecurringInput>;

/** Language code → text. */
const Texts = (maxLength: number) => Type.Record(Type.String(), Type.String({ maxLength }));

const Name = Type.String({ minLength: 1, maxLength: 255 });
const CampaignType = StringEnum(CAMPAIGN_TYPES);

/** The optional fields of a campaign body (create, update, copy: a detail can be sent back as it is). */
export const campaignFields = {
  is_template: Type.Optional(Type.Boolean()),
  start_date: Type.Optional(Nullable(DateTimeString)),
  end_date: Type.Optional(Nullable(DateTimeString)),
  recurring: Type.Optional(Nullable(RecurringInput)),
  hide_overlay: Type.Optional(Type.Boolean()),
  show_overlay_after_end: Type.Optional(Type.Boolean()),
  priority: Type.Optional(Type.Boolean()),
  opt_in: Type.Optional(Type.Boolean()),
  /** Percent of the players held out as a control group (tracked by the engine, never rewarded). */
  control_group: Type.Optional(Type.Integer({ minimum: 0, maximum: 50 })),
  titles: Type.Optional(Texts(255)),
  terms: Type.Optional(Texts(200000)),
  desktop_background_image: Type.Optional(NullableImageUrl),
  mobile_background_image: Type.Optional(NullableImageUrl),
  campaign_image: Type.Optional(NullableImageUrl),
  cost_alarm: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_AMOUNT }))),
  /** Awards wait as held payouts until an approver other than the creator releases them. */
  hold_payouts: Type.Optional(Type.Boolean()),
  /** The settings of the campaign's type, under its key (`mission`, `tournament`, …). */
  ...settingsInputFields,
};

/**
 * POST: name and type required; `target_group` (a detail's group id) makes the new group a copy of it;
 * `status`, `id` and other read-only fields of a detail are ignored.
 */
export const CampaignCreateBody = Type.Object({
  name: Name,
  type: CampaignType,
  ...campaignFields,
  target_group: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT }))),
  /** A template or campaign whose settings the new campaign copies (when the body sends none). */
  copy_of: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_INT }))),
});
export type CampaignCreateInput = Static<typeof CampaignCreateBody>;

/** PATCH: any field; `status` for the transitions (publish SC, back to draft DR, cancel CA). */
export const CampaignPatchBody = Type.Object({
  name: Type.Optional(Name),
  type: Type.Optional(CampaignType),
  ...campaignFields,
  status: Type.Optional(StringEnum(CAMPAIGN_STATUSES)),
});
export type CampaignPatchInput = Static<typeof CampaignPatchBody>;

export const RecurDatesBody = Type.Object({ recurring: Nullable(RecurringInput) });

export const OptInBody = Type.Object({ player: Type.String({ minLength: 1, maxLength: 128 }) });

export const CampaignListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  is_template: Type.Optional(Type.String()),
  order_by: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(Type.String({ maxLength: 200 })),
  creator: Type.Optional(Type.String({ maxLength: 20 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  start_after: Type.Optional(Type.String({ maxLength: 40 })),
  start_before: Type.Optional(Type.String({ maxLength: 40 })),
  joined: Type.Optional(Type.String({ maxLength: 10 })),
  player: Type.Optional(Type.String({ maxLength: 128 })),
});
export type CampaignListQueryInput = Static<typeof CampaignListQuery>;

export const RecurringSchema = Type.Object({
  kind: Type.String(),
  every_n: Type.Optional(OrNull(Type.Integer())),
  unit: Type.Optional(OrNull(Type.String())),
  dates: Type.Optional(Type.Array(Type.String())),
  quantity: Type.Integer(),
});

const listItemFields = {
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  status: Type.String(),
  is_template: Type.Boolean(),
  start_date: OrNull(Type.String()),
  end_date: OrNull(Type.String()),
  creator: OrNull(UserRef),
  priority: Type.Boolean(),
  opt_in: Type.Boolean(),
  recurring: OrNull(RecurringSchema),
  created: Type.String(),
};

export const CampaignListItem = Type.Object(listItemFields);

export const StatusCountsSchema = Type.Object({
  DR: Type.Integer(),
  SC: Type.Integer(),
  AC: Type.Integer(),
  CA: Type.Integer(),
  FI: Type.Integer(),
});

/** A row of the campaign list with what staff monitor there (our addition to spec §7's list item). */
export const CampaignMonitoredItem = Type.Object({
  ...listItemFields,
  participants: Type.Integer({ description: 'Players who joined the campaign.' }),
  cost: Type.Number({ description: 'The prizes paid so far, in the base currency.' }),
  cost_alarm: OrNull(Type.Number({ description: 'The cost that notifies staff, in the base currency.' })),
  audience_size: OrNull(
    Type.Integer({ description: 'Players in the target group when it was last saved; null without one.' }),
  ),
});

export const CampaignPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(CampaignMonitoredItem),
  creators: Type.Array(UserRef),
  statistics: StatusCountsSchema,
});

export const CampaignDetailSchema = Type.Object({
  ...listItemFields,
  parent_id: OrNull(Type.Integer()),
  hide_overlay: Type.Boolean(),
  show_overlay_after_end: Type.Boolean(),
  control_group: Type.Integer(),
  titles: Type.Record(Type.String(), Type.String()),
  terms: Type.Record(Type.String(), Type.String()),
  desktop_background_image: OrNull(Type.String()),
  mobile_background_image: OrNull(Type.String()),
  campaign_image: OrNull(Type.String()),
  cost_alarm: OrNull(Type.Number()),
  cost: Type.Number(),
  cost_alarm_notified: Type.Boolean(),
  hold_payouts: Type.Boolean(),
  target_group: OrNull(Type.Integer()),
  ...settingsOutputFields,
  modified: Type.String(),
});
export type CampaignDetail = Static<typeof CampaignDetailSchema>;

export const TermsSchema = Type.Object({ terms: Type.Record(Type.String(), Type.String()) });

const DayStatisticsSchema = Type.Object({
  day: Type.String(),
  participants: Type.Integer(),
  completions: Type.Integer(),
  prizes_paid: Type.Number(),
  cost: Type.Number(),
});

export const CampaignStatisticsSchema = Type.Object({
  participants: Type.Integer(),
  completions: Type.Integer(),
  prizes_paid: Type.Number(),
  cost: Type.Number(),
  base_currency: Type.String({ description: 'The currency the prizes paid and the cost are counted in.' }),
  series: Type.Array(DayStatisticsSchema),
});

/** Each list holds at most 500 items; its `…_count` tells how many there were. */
export const ImportPlayersResultSchema = Type.Object({
  added: Type.Integer(),
  broken_lines: Type.Array(Type.Integer()),
  broken_lines_count: Type.Integer(),
  duplicate_player_hashes: Type.Array(Type.String()),
  duplicate_player_hashes_count: Type.Integer(),
  non_existing_player_hashes: Type.Array(Type.String()),
  non_existing_player_hashes_count: Type.Integer(),
  /** Responsible gambling: named players no campaign may target, never added (blocked ones listed once, there). */
  self_excluded_player_hashes: Type.Array(Type.String()),
  self_excluded_player_hashes_count: Type.Integer(),
  blocked_player_hashes: Type.Array(Type.String()),
  blocked_player_hashes_count: Type.Integer(),
  already_manually_added_players: Type.Array(Type.Integer()),
  already_manually_added_players_count: Type.Integer(),
  already_manually_removed_players: Type.Array(Type.Integer()),
  already_manually_removed_players_count: Type.Integer(),
});

export const CountSchema = Type.Object({ count: Type.Integer() });

export function toListItemDto(row: Omit<CampaignListRow, 'audienceSize'>) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    is_template: row.isTemplate,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    creator: row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? '' },
    priority: row.priority,
    opt_in: row.optIn,
    recurring: row.recurring ?? null,
    created: row.created.toISOString(),
  };
}

/** A list row with its participants (counted in the page's statement) and its audience. */
export function toMonitoredItemDto(row: CampaignPageRow) {
  return {
    ...toListItemDto(row),
    participants: row.participants,
    cost: row.cost,
    cost_alarm: row.costAlarm,
    audience_size: row.audienceSize,
  };
}

export function toDetailDto(
  campaign: Campaign,
  creatorName: string | null,
  /** The type's settings under its key, as its module answers them. */
  settings: Record<string, unknown>,
): CampaignDetail {
  return {
    ...toListItemDto({ ...campaign, creatorName }),
    parent_id: campaign.parentId,
    hide_overlay: campaign.hideOverlay,
    show_overlay_after_end: campaign.showOverlayAfterEnd,
    control_group: campaign.controlGroup,
    titles: campaign.titles,
    terms: campaign.terms,
    desktop_background_image: campaign.desktopBackgroundImage,
    mobile_background_image: campaign.mobileBackgroundImage,
    campaign_image: campaign.campaignImage,
    cost_alarm: campaign.costAlarm,
    cost: campaign.cost,
    cost_alarm_notified: campaign.costAlarmNotified,
    hold_payouts: campaign.holdPayouts,
    target_group: campaign.targetGroupId,
    ...settings,
    modified: campaign.modified.toISOString(),
  };
}
