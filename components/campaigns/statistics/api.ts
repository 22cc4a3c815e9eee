import type { CampaignStatisticsReport } from '@/types/campaigns';
import { CAMPAIGNS_URL, campaignsApi } from '../api';

/**
 * GET v1/campaigns/campaigns/{id}/statistics/ (our addition to spec §7). It is `silent`: the
 * statistics screen says in place that they failed and offers to try again.
 */
export const campaignStatisticsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignStatistics: build.query<CampaignStatisticsReport, number>({
      query: (id) => ({ url: `${CAMPAIGNS_URL}${id}/statistics/`, silent: true }),
      // A status change (cancelling an active campaign, say) refreshes them with the campaign.
      providesTags: (_report, _error, id) => [{ type: 'Campaign', id }],
    }),
  }),
});

export const { useGetCampaignStatisticsQuery } = campaignStatisticsApi;
