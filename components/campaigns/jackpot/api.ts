import type { Page } from '@/types/api';
import type { ContributionsPage, Jackpot } from '@/types/jackpots';
import { campaignsApi } from '../api';

/** Spec §7 Jackpots: a campaign's jackpot, its contributions, and cancelling it (ARCHITECTURE.md). */
export const jackpotsApi = campaignsApi
  .enhanceEndpoints({ addTagTypes: ['JackpotContributions'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The jackpot of one campaign (null when it has none). */
      getCampaignJackpot: build.query<Jackpot | null, number>({
        query: (campaignId) => ({ url: 'v1/jackpots/jackpots/', params: { campaign: campaignId } }),
        transformResponse: (page: Page<Jackpot>) => page.results[0] ?? null,
        providesTags: (_jackpot, _error, campaignId) => [{ type: 'Campaign', id: campaignId }],
      }),
      getJackpotContributions: build.query<
        ContributionsPage,
        { jackpot: number; limit: number; offset: number }
      >({
        query: (params) => ({ url: 'v1/jackpots/contributions/', params }),
        providesTags: (_page, _error, { jackpot }) => [{ type: 'JackpotContributions', id: jackpot }],
      }),
      cancelJackpot: build.mutation<Jackpot, { id: number; campaignId: number; immediately: boolean }>({
        query: ({ id, immediately }) => ({
          url: `v1/jackpots/jackpots/${id}/cancel/`,
          method: 'post',
          data: { immediately },
        }),
        invalidatesTags: (_jackpot, _error, { campaignId }) => [
          { type: 'Campaign', id: campaignId },
          { type: 'Campaign', id: 'LIST' },
        ],
      }),
    }),
  });

export const { useGetCampaignJackpotQuery, useGetJackpotContributionsQuery, useCancelJackpotMutation } =
  jackpotsApi;
