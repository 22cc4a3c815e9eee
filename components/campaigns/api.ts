import { baseApi, type ApiMeta, type ApiRequest } from '@/store/baseApi';
import type { Campaign, CampaignChanges, CampaignDetail, CampaignStatusChange } from '@/types/campaigns';
import type { CampaignType } from '@/types/api';
import type { PayoutTotal } from '@/types/payouts';

export const CAMPAIGNS_URL = 'v1/campaigns/campaigns/';
const PAYOUTS_URL = 'v1/payouts/';

/** The tag of every campaign list (the campaigns, the templates). */
export const LIST = { type: 'Campaign', id: 'LIST' } as const;

/** A campaign's settings read through its type's own calls; a settings save invalidates it. */
export const typeSettingsTag = (campaignId: number) => ({
  type: 'CampaignSettings' as const,
  id: campaignId,
});

/** The detail with the version its answer named (ETag), for the next edit's `If-Match`. */
const withVersion = (detail: CampaignDetail, meta: ApiMeta | undefined): CampaignDetail =>
  meta?.etag ? { ...detail, version: meta.etag } : detail;

/** The campaign tags: a campaign, and its settings as its type's own calls read them. */
const campaignTagged = baseApi.enhanceEndpoints({ addTagTypes: ['Campaign', 'CampaignSettings'] });

/**
 * Spec §7 calls about one campaign, which the builder makes (its lists and whole-campaign actions:
 * `listApi.ts`). Saves and status changes are `silent`: the screen says what failed (with the server's
 * messages).
 */
export const campaignsApi = campaignTagged.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useGetCampaignQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useChangeCampaignStatusMutation,
  useReorderTasksMutation,
  useSettingsCallMutation,
  useSendPayoutsReportMutation,
  useGetCampaignPayoutTotalsQuery,
} = campaignsApi;
