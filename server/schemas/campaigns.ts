import { Type, type Static } from '@fastify/type-provider-typebox';
import type { Campaign } from '../db/schema';
import type { CampaignListRow, CampaignPageRow } from '../repositories/campaigns';
import { iso } from '../lib/time';
import type {
  CampaignCreateBody,
  CampaignDetailSchema,
  CampaignPatchBody,
  RecurringInput,
} from '../../contract/schemas/campaigns';

export * from '../../contract/schemas/campaigns';

export type RecurringBody = Static<typeof RecurringInput>;
export type CampaignCreateInput = Static<typeof CampaignCreateBody>;
export type CampaignPatchInput = Static<typeof CampaignPatchBody>;
export type CampaignDetail = Static<typeof CampaignDetailSchema>;

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
