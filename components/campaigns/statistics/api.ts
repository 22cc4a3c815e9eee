import { campaignLiveApi, campaignLiveTag } from '@/store/campaignLive';
import type { CampaignStatisticsReport } from '@/types/campaigns';
import { CAMPAIGNS_URL } from '../api';

/**
 * GET v1/campaigns/campaigns/{id}/statistics/ (our addition to spec §7). It is `silent`: the
 * statistics screen says in place that they failed and offers to try again.
 */
export const campaignStatisticsApi = campaignLiveApi
  .enhanceEndpoints({ addTagTypes: ['Campaign'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCampaignStatistics: build.query<CampaignStatisticsReport, number>({
        query: (id) => ({ url: `${CAMPAIGNS_URL}${id}/statistics/`, silent: true }),
        // A status change (cancelling an active campaign, say) refreshes them with the campaign, and
        // the engine's activity (the socket's campaigns_updated) with its live figures.
        providesTags: (_report, _error, id) => [{ type: 'Campaign', id }, campaignLiveTag(id)],
      }),
    }),
  });

export const { useGetCampaignStatisticsQuery } = campaignStatisticsApi;
