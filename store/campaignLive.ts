import { baseApi } from './baseApi';

/**
 * What the engine recorded for a campaign (its live figures, leaderboard, players' progress): every
 * query of it carries this tag with the campaign's id, so the socket's `campaigns_updated` refreshes
 * exactly the campaigns it names.
 */
export const CAMPAIGN_LIVE_TAG = 'CampaignLive';

export const campaignLiveApi = baseApi.enhanceEndpoints({ addTagTypes: [CAMPAIGN_LIVE_TAG] });

export const campaignLiveTag = (campaignId: number) => ({ type: CAMPAIGN_LIVE_TAG, id: campaignId }) as const;

/**
 * The engine applied activity to these campaigns: their open live queries ask again (RTK Query delays a
 * refetch while one is on its way, so a burst of messages costs one call per query, not one each).
 */
export const campaignsUpdated = (campaignIds: readonly number[]) =>
  campaignLiveApi.util.invalidateTags(campaignIds.map(campaignLiveTag));
