import { campaignLiveApi, campaignLiveTag } from '@/store/campaignLive';
import type { PlayerEngagement } from '@/types/engine';
import { PLAYERS_URL } from './api';

/**
 * GET v1/player/players/{id}/engagement/: the player's progress in each campaign, awards and
 * exclusions. Tagged with those campaigns too, so the engine's activity in them (the socket's
 * `campaigns_updated`) refreshes it in place, and with the player's statistics, so a staff opt-in (or a
 * revoked opt-out) on the Campaigns tab does too. `silent`: the tab says in place what failed.
 */
export const engagementApi = campaignLiveApi
  .enhanceEndpoints({ addTagTypes: ['PlayerStatistics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPlayerEngagement: build.query<PlayerEngagement, number>({
        query: (playerId) => ({ url: `${PLAYERS_URL}${playerId}/engagement/`, silent: true }),
        providesTags: (engagement, _error, playerId) => [
          { type: 'PlayerStatistics', id: playerId },
          ...(engagement?.campaigns ?? []).map(({ campaign }) => campaignLiveTag(campaign.id)),
        ],
      }),
    }),
  });

export const { useGetPlayerEngagementQuery } = engagementApi;
