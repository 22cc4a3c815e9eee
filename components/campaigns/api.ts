import { camelize } from 'humps';

import type { ListQuery } from '@/hooks/useListParams';
import { baseApi, type ApiMeta, type ApiRequest } from '@/store/baseApi';
import type {
  Campaign,
  CampaignChanges,
  CampaignDetail,
  CampaignsPage,
  CampaignStatusChange,
} from '@/types/campaigns';
import type { CampaignType } from '@/types/api';
import type { PayoutTotal } from '@/types/payouts';
import { SETTINGS_KEYS } from '@/utils/campaignTypes';
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

export const CAMPAIGNS_URL = 'v1/campaigns/campaigns/';
const PAYOUTS_URL = 'v1/payouts/';
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

const LIST = { type: 'Campaign', id: 'LIST' } as const;

/** A campaign's settings read through its type's own calls; a settings save invalidates it. */
export const typeSettingsTag = (campaignId: number) => ({
  type: 'CampaignSettings' as const,
  id: campaignId,
});

/** The detail with the version its answer named (ETag), for the next edit's `If-Match`. */
const withVersion = (detail: CampaignDetail, meta: ApiMeta | undefined): CampaignDetail =>
  meta?.etag ? { ...detail, version: meta.etag } : detail;

/** Fields the server sets on a campaign of its own; a copy leaves them out (spec §2 "make a copy"). */
const SERVER_SET_FIELDS = ['id', 'status', 'created', 'creator'] as const;

/**
 * Spec §7 campaign calls. Status changes and copies are `silent`: the screen says what failed (with the
 * server's messages); the list and delete raise the usual notice.
 */
/** The campaign tags: a campaign, and its settings as its type's own calls read them. */
const campaignTagged = baseApi.enhanceEndpoints({ addTagTypes: ['Campaign', 'CampaignSettings'] });

export const campaignsApi = campaignTagged.injectEndpoints({
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
    getCampaign: build.query<CampaignDetail, number>({
      query: (id) => ({ url: `${CAMPAIGNS_URL}${id}/` }),
      transformResponse: withVersion,
      providesTags: (_campaign, _error, id) => [{ type: 'Campaign', id }],
    }),
    /** The builder's first save: a draft with its name, type and dates. Field errors go to the form. */
    createCampaign: build.mutation<CampaignDetail, CampaignChanges & { name: string; type: CampaignType }>({
      query: (data) => ({ url: CAMPAIGNS_URL, method: 'post', data, silent: true }),
      invalidatesTags: [LIST],
    }),
    /** A builder step's save. The answer replaces the cached detail; field errors go to the form. */
    /** With `ifMatch` (the version being edited) a campaign changed since is refused with 412. */
    updateCampaign: build.mutation<
      CampaignDetail,
      { id: number; changes: CampaignChanges; ifMatch?: string }
    >({
      query: ({ id, changes, ifMatch }) => ({
        url: `${CAMPAIGNS_URL}${id}/`,
        method: 'patch',
        data: changes,
        silent: true,
        headers: ifMatch ? { 'If-Match': ifMatch } : undefined,
      }),
      transformResponse: withVersion,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(campaignsApi.util.upsertQueryData('getCampaign', id, data));
      },
      invalidatesTags: [LIST],
    }),
    changeCampaignStatus: build.mutation<Campaign, { id: number; status: CampaignStatusChange }>({
      query: ({ id, status }) => ({
        url: `${CAMPAIGNS_URL}${id}/`,
        method: 'patch',
        data: { status },
        silent: true,
      }),
      invalidatesTags: (_campaign, _error, { id }) => [{ type: 'Campaign', id }, LIST],
    }),
    /**
     * Spec §4 "reordering replaces the tasks": a mission's or a tournament's task order, saved on its own
     * (`url` is the type's reorder call); the cached campaign takes the answered order.
     */
    reorderTasks: build.mutation<
      { tasks: unknown[] },
      { url: string; campaignId: number; settingsKey: 'mission' | 'tournament'; tasks: number[] }
    >({
      query: ({ url, tasks }) => ({ url, method: 'patch', data: { tasks } }),
      async onQueryStarted({ campaignId, settingsKey }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          campaignsApi.util.updateQueryData('getCampaign', campaignId, (campaign) => {
            const settings = campaign[settingsKey];
            if (settings) settings.tasks = data.tasks as typeof settings.tasks;
          }),
        );
      },
      invalidatesTags: (_answer, _error, { campaignId }) => [typeSettingsTag(campaignId)],
    }),
    /**
     * One call of a type's settings (spec §7: a mission, a task, a drop's prize …), made by the builder's
     * settings sync (`builder/settingsSync.ts`), which places the errors itself.
     */
    settingsCall: build.mutation<unknown, Omit<ApiRequest, 'silent'>>({
      query: (request) => ({ ...request, silent: true }),
    }),
    /** The campaign's payouts counted per state and currency (the payouts list's totals, no rows). */
    getCampaignPayoutTotals: build.query<PayoutTotal[], number>({
      query: (campaign) => ({ url: PAYOUTS_URL, params: { campaign, limit: 1 } }),
      transformResponse: (page: { totals: PayoutTotal[] }) => page.totals,
    }),
    /** Mails the campaign's payouts as a CSV file to the signed-in user (the answer says where). */
    sendPayoutsReport: build.mutation<{ detail: string; rows: number }, number>({
      query: (id) => ({ url: `${CAMPAIGNS_URL}${id}/send-payouts-report/`, method: 'post' }),
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
  useGetCampaignQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useChangeCampaignStatusMutation,
  useDeleteCampaignMutation,
  useReorderTasksMutation,
  useSettingsCallMutation,
  useCopyCampaignMutation,
  useSendPayoutsReportMutation,
  useGetCampaignPayoutTotalsQuery,
} = campaignsApi;
