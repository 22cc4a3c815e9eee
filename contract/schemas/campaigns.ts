import { Type } from '@fastify/type-provider-typebox';
import { CAMPAIGN_TYPES } from '../campaignTypes';
import { CAMPAIGN_STATUSES, RECURRING_KINDS, RECURRING_UNITS } from '../campaigns';
import { settingsInputFields, settingsOutputFields } from './campaign-settings';
import {
  DateTimeString,
  MAX_AMOUNT,
  MAX_INT,
  Nullable,
  NullableEnum,
  NullableImageUrl,
  OrNull,
  StringEnum,
  UserRef,
} from './common';

export const RecurringInput = Type.Object({
  kind: StringEnum(RECURRING_KINDS),
  every_n: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
  unit: Type.Optional(NullableEnum(RECURRING_UNITS)),
  dates: Type.Optional(Type.Array(DateTimeString, { maxItems: 366 })),
  /** Occurrences still to come; for `dates` it defaults to the number of dates. */
  quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1000 }))),
});

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

/** PATCH: any field; `status` for the transitions (publish SC, back to draft DR, cancel CA). */
export const CampaignPatchBody = Type.Object({
  name: Type.Optional(Name),
  type: Type.Optional(CampaignType),
  ...campaignFields,
  status: Type.Optional(StringEnum(CAMPAIGN_STATUSES)),
});

export const RecurDatesBody = Type.Object({ recurring: Nullable(RecurringInput) });

export const OptInBody = Type.Object({ player: Type.String({ minLength: 1, maxLength: 128 }) });

/** Spec §3 recurring: every N days/weeks/months, or on selected dates; `quantity` occurrences. */
export const RecurringSchema = Type.Object({
  kind: StringEnum(RECURRING_KINDS),
  every_n: Type.Optional(OrNull(Type.Integer())),
  unit: Type.Optional(NullableEnum(RECURRING_UNITS)),
  dates: Type.Optional(Type.Array(Type.String())),
  quantity: Type.Integer(),
});

const listItemFields = {
  id: Type.Integer(),
  name: Type.String(),
  type: StringEnum(CAMPAIGN_TYPES),
  /** One of ANSWERED_CAMPAIGN_STATUSES, or a code another backend answers that this app does not know. */
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

/** A row of GET v1/campaigns/campaigns/. */
export const CampaignListItem = Type.Object(listItemFields);

/** The list's `statistics` counts each status (the same filters, without the status one). */
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

/** Spec §3 "A campaigns page holds count, creators, next, previous, results and statistics". */
export const CampaignPageSchema = Type.Object({
  count: Type.Integer(),
  next: OrNull(Type.String()),
  previous: OrNull(Type.String()),
  results: Type.Array(CampaignMonitoredItem),
  creators: Type.Array(UserRef),
  statistics: StatusCountsSchema,
});

/** GET v1/campaigns/campaigns/{id}/: the row's fields and everything the builder edits. */
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

export const TermsSchema = Type.Object({ terms: Type.Record(Type.String(), Type.String()) });

/** One day of GET …/{id}/statistics/: the players who joined that day (days nobody joined are left out). */
export const DayStatisticsSchema = Type.Object({
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

/**
 * Spec §3 "Player selection upload result" (POST …/import-players/). Our API cuts each list to 500 items
 * and counts them all in its `…_count`, and names the players responsible gambling keeps out (never
 * added; blocked ones listed once, there); other backends may not, so those fields are optional.
 */
export const ImportPlayersResultSchema = Type.Object({
  added: Type.Integer(),
  /** Line numbers (from 1) that hold no player hash. */
  broken_lines: Type.Array(Type.Integer()),
  broken_lines_count: Type.Optional(Type.Integer()),
  duplicate_player_hashes: Type.Array(Type.String()),
  duplicate_player_hashes_count: Type.Optional(Type.Integer()),
  non_existing_player_hashes: Type.Array(Type.String()),
  non_existing_player_hashes_count: Type.Optional(Type.Integer()),
  self_excluded_player_hashes: Type.Optional(Type.Array(Type.String())),
  self_excluded_player_hashes_count: Type.Optional(Type.Integer()),
  blocked_player_hashes: Type.Optional(Type.Array(Type.String())),
  blocked_player_hashes_count: Type.Optional(Type.Integer()),
  /** Ids not removed: they are manually added. */
  already_manually_added_players: Type.Array(Type.Integer()),
  already_manually_added_players_count: Type.Optional(Type.Integer()),
  /** Ids not added: they are manually removed. */
  already_manually_removed_players: Type.Array(Type.Integer()),
  already_manually_removed_players_count: Type.Optional(Type.Integer()),
});

export const CountSchema = Type.Object({ count: Type.Integer() });
