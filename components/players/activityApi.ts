import { baseApi } from '@/store/baseApi';
import { createResourceApi } from '@/store/resourceApi';
import type { Page } from '@/types/api';
import type {
  DepositMethod,
  OptOutRevoke,
  PlayerActivity,
  PlayerDetail,
  PlayerSegmentsChange,
  PlayerStatistics,
  SportsbookPage,
  TransactionsPage,
} from '@/types/playerActivity';
import type { Player } from '@/types/players';
import { PLAYERS_URL, TARGET_GROUPS_URL } from './api';

/** Spec §7: the players list (filtered by attributes), and its export saved as player_export.csv. */
export const playersListApi = createResourceApi<Player, never>({ path: PLAYERS_URL });
export const PLAYERS_EXPORT_URL = `${PLAYERS_URL}export-players/`;
export const PLAYERS_EXPORT_FILENAME = 'player_export.csv';

/** The Player Logs report: one player's log in one campaign, a CSV. */
export const PLAYER_LOG_URL = 'v1/reports/player-logs/';

/** Values chosen in a filter, comma-separated as the API takes them (left out when none). */
export type FilterParams<K extends string> = Partial<Record<K, string>>;

export interface PagedArgs {
  id: number;
  limit: number;
  offset: number;
}

/**
 * One player (spec §3): the player with its totals, its transactions and sportsbook bets, its campaign
 * statistics, opt-in and the revoke of an opt-out; the player activity report; deposit methods. Writes
 * are `silent`: the screen shows their errors where they belong.
 */
export const playerActivityApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Player', 'PlayerStatistics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPlayer: build.query<PlayerDetail, number>({
        query: (id) => ({ url: `${PLAYERS_URL}${id}/` }),
        providesTags: (_player, _error, id) => [{ type: 'Player', id }],
      }),
      updatePlayerSegments: build.mutation<PlayerDetail, PlayerSegmentsChange & { id: number }>({
        query: ({ id, segments }) => ({
          url: `${PLAYERS_URL}${id}/`,
          method: 'patch',
          data: { segments },
          silent: true,
        }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(playerActivityApi.util.upsertQueryData('getPlayer', id, data));
        },
      }),
      getPlayerTransactions: build.query<
        TransactionsPage,
        PagedArgs & FilterParams<'categories' | 'providers' | 'types'>
      >({
        query: ({ id, ...params }) => ({ url: `${PLAYERS_URL}${id}/transactions/`, params }),
      }),
      getSportsbookTransactions: build.query<
        SportsbookPage,
        PagedArgs & FilterParams<'betTypes' | 'statuses'>
      >({
        query: ({ id, ...params }) => ({ url: `${PLAYERS_URL}${id}/sportsbook-transactions/`, params }),
      }),
      getPlayerStatistics: build.query<PlayerStatistics, number>({
        query: (id) => ({ url: `${PLAYERS_URL}${id}/statistics/` }),
        providesTags: (_statistics, _error, id) => [{ type: 'PlayerStatistics', id }],
      }),
      /** Spec §7 `POST v1/campaigns/campaigns/{id}/opt-in/` with the player's hash. */
      optInPlayer: build.mutation<unknown, { campaignId: number; player: string; playerId: number }>({
        query: ({ campaignId, player }) => ({
          url: `v1/campaigns/campaigns/${campaignId}/opt-in/`,
          method: 'post',
          data: { player },
          silent: true,
        }),
        invalidatesTags: (_result, _error, { playerId }) => [{ type: 'PlayerStatistics', id: playerId }],
      }),
      /** Spec §7 `POST v1/player/target-groups/{id}/revoke-opt-out/` with campaignType and hash. */
      revokeOptOut: build.mutation<
        { detail: string },
        OptOutRevoke & { targetGroup: number; playerId: number }
      >({
        query: ({ targetGroup, campaignType, hash }) => ({
          url: `${TARGET_GROUPS_URL}${targetGroup}/revoke-opt-out/`,
          method: 'post',
          data: { campaignType, hash },
        }),
        invalidatesTags: (_result, _error, { playerId }) => [{ type: 'PlayerStatistics', id: playerId }],
      }),
      getPlayerActivity: build.query<PlayerActivity, { start: string; end: string }>({
        query: (params) => ({ url: 'v1/reports/player-activity/', params, silent: true }),
      }),
      /** Spec §7 `GET v1/campaigns/deposit-methods/` with params. */
      getDepositMethods: build.query<
        Page<DepositMethod>,
        { currency?: string; search?: string; limit?: number }
      >({
        query: (params) => ({ url: 'v1/campaigns/deposit-methods/', params }),
      }),
    }),
  });

export const {
  useGetPlayerQuery,
  useUpdatePlayerSegmentsMutation,
  useGetPlayerTransactionsQuery,
  useGetSportsbookTransactionsQuery,
  useGetPlayerStatisticsQuery,
  useOptInPlayerMutation,
  useRevokeOptOutMutation,
  useGetPlayerActivityQuery,
  useGetDepositMethodsQuery,
} = playerActivityApi;
