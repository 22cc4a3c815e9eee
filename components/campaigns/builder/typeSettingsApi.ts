import type { ApiError } from '@/store/baseApi';
import type { CampaignDetail } from '@/types/campaigns';
import type { CampaignType } from '@/utils/campaignTypes';
import { campaignsApi, typeSettingsTag } from '../api';
import { CAMPAIGN_TYPE_REGISTRY } from '../types/registry';
import type { SettingsCall } from './settingsCalls';

/** A failed settings read as the store keeps it: the server's answer, or what broke before one came. */
const settingsLoadError = (error: unknown): ApiError =>
  error && typeof error === 'object' && 'status' in error ? (error as ApiError) : { data: String(error) };

/**
 * Kept beside the builder rather than in `../api`: it reads the type registry, whose panels use `../api`.
 */
export const typeSettingsApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The campaign's settings through its type's own calls (spec §7: `v1/missions/…`, `v1/prize-drops/…`),
     * as its detail would carry them (`{mission}`); nothing for a type whose settings come with the
     * campaign (a race). The overview and the settings step share this answer.
     */
    getTypeSettings: build.query<Partial<CampaignDetail>, { id: number; type: CampaignType }>({
      async queryFn({ id, type }, _api, _extraOptions, baseQuery) {
        const call: SettingsCall = async (request) => {
          const answer = await baseQuery({ ...request, silent: true });
          if (answer.error) throw answer.error;
          return answer.data;
        };
        try {
          const calls = await CAMPAIGN_TYPE_REGISTRY[type]?.loadCalls?.();
          return { data: calls ? await calls.load(call, id) : {} };
        } catch (error) {
          return { error: settingsLoadError(error) };
        }
      },
      providesTags: (_settings, _error, { id }) => [typeSettingsTag(id)],
    }),
  }),
});

export const { useGetTypeSettingsQuery } = typeSettingsApi;
