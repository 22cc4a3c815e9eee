import { campaignLiveApi, campaignLiveTag } from '@/store/campaignLive';
import type { LeaderboardPage, LiveFigures, PlayerProgress } from '@/types/engine';
import { CAMPAIGNS_URL } from '../api';

export interface LeaderboardArgs {
  campaignId: number;
  limit: number;
  offset: number;
  /** Only this player's row. */
  player?: string;
}

/**
 * The engine's figures of one campaign (`…/live/`, `…/leaderboard/`, `…/progress/`). All are tagged with
 * the campaign, so the socket's `campaigns_updated` refreshes them in place; all are `silent`, since the
 * panels say in place what failed.
 */
export const liveApi = campaignLiveApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaignLive: build.query<LiveFigures, number>({
      query: (campaignId) => ({ url: `${CAMPAIGNS_URL}${campaignId}/live/`, silent: true }),
      providesTags: (_figures, _error, campaignId) => [campaignLiveTag(campaignId)],
    }),
    getLeaderboard: build.query<LeaderboardPage, LeaderboardArgs>({
      query: ({ campaignId, ...params }) => ({
        url: `${CAMPAIGNS_URL}${campaignId}/leaderboard/`,
        params,
        silent: true,
      }),
      providesTags: (_page, _error, { campaignId }) => [campaignLiveTag(campaignId)],
    }),
    getPlayerProgress: build.query<PlayerProgress, { campaignId: number; player: string }>({
      query: ({ campaignId, player }) => ({
        url: `${CAMPAIGNS_URL}${campaignId}/progress/`,
        params: { player },
        silent: true,
      }),
      providesTags: (_progress, _error, { campaignId }) => [campaignLiveTag(campaignId)],
    }),
  }),
});

export const { useGetCampaignLiveQuery, useGetLeaderboardQuery, useGetPlayerProgressQuery } = liveApi;
