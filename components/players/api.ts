import { attributeValues } from '@/utils/openShapes';
import { toWire } from '@/utils/wire';
import { baseApi } from '@/store/baseApi';
import type {
  Audience,
  PlayerFilters,
  PlayerImportReport,
  PlayerImportType,
  PlayersPage,
  TargetGroup,
  TargetGroupChanges,
} from '@/types/players';
import { toFormData } from '@/utils/formData';

export const PLAYERS_URL = 'v1/player/players/';
export const TARGET_GROUPS_URL = 'v1/player/target-groups/';

/** Spec §9 "Target group fetch: page 1, size 25". */
export const TARGET_GROUP_PAGE = { page: 1, size: 25 } as const;

/** Spec §7: the target group's players are saved as exported_players.csv. */
export const TARGET_GROUP_EXPORT_FILENAME = 'exported_players.csv';
export const targetGroupExportUrl = (id: number) => `${TARGET_GROUPS_URL}${id}/export-players/`;

const importPlayersUrl = (campaignId: number) => `v1/campaigns/campaigns/${campaignId}/import-players/`;

/**
 * The response's filter keys are data (the casino's filter names): the API client camelised them
 * (`vip_levels` → `vipLevels`); they go back to the API's spelling, the one the casino settings list.
 */
const withWireFilterKeys = (group: TargetGroup): TargetGroup => ({
  ...group,
  filters: toWire(group.filters ?? {}) as PlayerFilters,
});

export interface PlayerImportRequest {
  campaignId: number;
  /** The group the import fills, whose cached counts are then stale. */
  targetGroupId: number | null;
  file: File;
  type: PlayerImportType;
  /** Percent of the file sent so far. */
  onProgress?: (percent: number) => void;
}

/**
 * Spec §7 player calls: target groups, player search, the attribute lists a filter takes its values
 * from, and the campaign's CSV import of players. Changes are `silent`: the step shows their errors
 * where they belong.
 */
export const playersApi = baseApi.enhanceEndpoints({ addTagTypes: ['TargetGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    getTargetGroup: build.query<TargetGroup, number>({
      query: (id) => ({ url: `${TARGET_GROUPS_URL}${id}/`, params: TARGET_GROUP_PAGE }),
      transformResponse: withWireFilterKeys,
      providesTags: (_group, _error, id) => [{ type: 'TargetGroup', id }],
    }),
    /** The answer (with the new count) replaces the cached group. */
    updateTargetGroup: build.mutation<TargetGroup, { id: number; changes: TargetGroupChanges }>({
      query: ({ id, changes }) => ({
        url: `${TARGET_GROUPS_URL}${id}/`,
        method: 'patch',
        data: changes,
        silent: true,
      }),
      transformResponse: withWireFilterKeys,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(playersApi.util.upsertQueryData('getTargetGroup', id, data));
      },
    }),
    /** Our API: the size of filters not yet saved (a POST that changes nothing). */
    getAudience: build.query<Audience, { id: number; filters: PlayerFilters }>({
      query: ({ id, filters }) => ({
        url: `${TARGET_GROUPS_URL}${id}/audience/`,
        method: 'post',
        data: { filters },
        silent: true,
      }),
      providesTags: (_audience, _error, { id }) => [{ type: 'TargetGroup', id }],
    }),
    searchPlayers: build.query<PlayersPage, { search: string; limit: number }>({
      query: (params) => ({ url: PLAYERS_URL, params }),
    }),
    /**
     * The values of a player attribute (`markets`, `vip-level` …), sent as an array or as a page.
     * `silent`: a filter without values says enough, and `segments` is beyond spec §7 (a backend may
     * lack it; its filter is then left out).
     */
    getPlayerAttribute: build.query<string[], string>({
      query: (path) => ({ url: `v1/player/${path}/`, silent: true }),
      transformResponse: attributeValues,
    }),
    /** Multipart `file` + `type`, with the upload's progress; the report's problems are the step's to show. */
    importPlayers: build.mutation<PlayerImportReport, PlayerImportRequest>({
      query: ({ campaignId, file, type, onProgress }) => ({
        url: importPlayersUrl(campaignId),
        method: 'post',
        data: toFormData({ file, type }),
        silent: true,
        onUploadProgress: onProgress,
      }),
      invalidatesTags: (_report, _error, { targetGroupId }) =>
        targetGroupId === null ? [] : [{ type: 'TargetGroup', id: targetGroupId }],
    }),
  }),
});

export const {
  useGetTargetGroupQuery,
  useGetAudienceQuery,
  useUpdateTargetGroupMutation,
  useSearchPlayersQuery,
  useGetPlayerAttributeQuery,
  useImportPlayersMutation,
} = playersApi;
