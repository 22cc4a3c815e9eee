import { camelize } from 'humps';

import type { ListQuery } from '@/hooks/useListParams';
import type { Campaign, CampaignsPage } from '@/types/campaigns';
import { SETTINGS_KEYS } from '@/utils/campaignTypes';
import { CAMPAIGNS_URL, campaignsApi, LIST } from './api';
import { withReadableCreators } from './campaignCreators';

/** The list's filters (spec §2); the names are the URL's and the API's. */
export type CampaignFilters = {
  search: string;
  status: string;
  type: string;
  creator: string;
  start_after: string;
  start_before: string;
};

/** Spec §9: campaigns are listed newest first. */
export const CAMPAIGN_ORDER = '-id';

export const CAMPAIGNS_EXPORT_URL = 'v1/campaigns/campaigns/export-campaigns/';
/** The export's name when the answer gives none. */
export const CAMPAIGNS_EXPORT_FILENAME = 'campaigns_report.csv';

/** What the list and its export send: the filters that are set, templates left out, newest first. */
export const campaignListParams = (filters: Partial<CampaignFilters>) => ({
  ...filters,
  orderBy: CAMPAIGN_ORDER,
  isTemplate: false,
});

/** Spec §9: templates are listed 25 to a page, newest first. */
export const TEMPLATES_PAGE_SIZE = 25;
export type TemplateFilters = { search: string; type: string };

/** Fields the server sets on a campaign of its own; a copy leaves them out (spec §2 "make a copy"). */
const SERVER_SET_FIELDS = ['id', 'status', 'created', 'creator'] as const;

/**
 * Spec §7 calls about campaigns as a whole: the lists (campaigns, templates) and the actions on a whole
 * campaign (copy, delete). Apart from `api.ts`, so the builder's pages do not load the lists' calls.
 * Copies are `silent` (the dialog says what failed); the lists and delete raise the usual notice.
 */
export const campaignListApi = campaignsApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignsPage, ListQuery<CampaignFilters>>({
      query: ({ limit, offset, ...filters }) => ({
        url: CAMPAIGNS_URL,
        params: { limit, offset, ...campaignListParams(filters) },
      }),
      transformResponse: withReadableCreators,
      providesTags: (page) => [
        ...(page?.results ?? []).map(({ id }) => ({ type: 'Campaign' as const, id })),
        LIST,
      ],
    }),
    /** Spec §1 templates: campaigns with isTemplate true. */
    getTemplates: build.query<CampaignsPage, ListQuery<TemplateFilters>>({
      query: ({ limit, offset, search, type }) => ({
        url: CAMPAIGNS_URL,
        params: { limit, offset, search, type, orderBy: CAMPAIGN_ORDER, isTemplate: true },
      }),
      transformResponse: withReadableCreators,
      providesTags: (page) => [
        ...(page?.results ?? []).map(({ id }) => ({ type: 'Campaign' as const, id })),
        LIST,
      ],
    }),
    deleteCampaign: build.mutation<void, number>({
      query: (id) => ({ url: `${CAMPAIGNS_URL}${id}/`, method: 'delete' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Campaign', id }, LIST],
    }),
    /**
     * "Make a copy", "Save as template" and "Use template": the campaign's own fields posted back under a
     * new name, and `copy_of` so the server copies its type's settings (mission, places, drops …).
     */
    copyCampaign: build.mutation<Campaign, { id: number; name: string; isTemplate?: boolean }>({
      async queryFn({ id, name, isTemplate }, _api, _extraOptions, baseQuery) {
        const original = await baseQuery({ url: `${CAMPAIGNS_URL}${id}/`, silent: true });
        if (original.error) return { error: original.error };
        const copy: Record<string, unknown> = { ...(original.data as Campaign), name, copyOf: id };
        [...SERVER_SET_FIELDS, ...SETTINGS_KEYS.map((key) => camelize(key))].forEach(
          (field) => delete copy[field],
        );
        if (isTemplate !== undefined) copy.isTemplate = isTemplate;
        const created = await baseQuery({ url: CAMPAIGNS_URL, method: 'post', data: copy, silent: true });
        return created.error ? { error: created.error } : { data: created.data as Campaign };
      },
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetCampaignsQuery,
  useGetTemplatesQuery,
  useDeleteCampaignMutation,
  useCopyCampaignMutation,
} = campaignListApi;
