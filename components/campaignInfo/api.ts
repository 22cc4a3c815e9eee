import { baseApi } from '@/store/baseApi';
import type { CampaignInfo, CampaignInfoInput, CampaignInfoTemplate } from '@/types/content';

const TEMPLATE_URL = 'v1/campaigns/campaign-info-template/';
const campaignInfoUrl = (id: number) => `v1/campaigns/campaigns/${id}/campaign-info/`;

/**
 * `GET/PATCH v1/campaigns/campaign-info-template/`: the casino's one campaign-info text per language;
 * `GET/PUT/DELETE v1/campaigns/campaigns/{id}/campaign-info/`: a campaign's own text, where allowed.
 * Saves are `silent`: the forms show the server's field errors themselves.
 */
export const campaignInfoApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CampaignInfoTemplate', 'CampaignInfo'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCampaignInfoTemplate: build.query<CampaignInfoTemplate, void>({
        query: () => ({ url: TEMPLATE_URL }),
        providesTags: ['CampaignInfoTemplate'],
      }),
      updateCampaignInfoTemplate: build.mutation<CampaignInfoTemplate, Partial<CampaignInfoInput>>({
        query: (data) => ({ url: TEMPLATE_URL, method: 'patch', data, silent: true }),
        // Campaigns without their own text show the template's.
        invalidatesTags: ['CampaignInfoTemplate', 'CampaignInfo'],
      }),
      /** A campaign's campaign info: its own text, or the template's (`own` false). */
      getCampaignInfo: build.query<CampaignInfo, number>({
        query: (id) => ({ url: campaignInfoUrl(id) }),
        providesTags: (_info, _error, id) => [{ type: 'CampaignInfo', id }],
      }),
      saveCampaignInfo: build.mutation<CampaignInfo, CampaignInfoInput & { id: number }>({
        query: ({ id, info }) => ({ url: campaignInfoUrl(id), method: 'put', data: { info }, silent: true }),
        invalidatesTags: (_info, _error, { id }) => [{ type: 'CampaignInfo', id }],
      }),
      /** Back to the template. */
      resetCampaignInfo: build.mutation<void, number>({
        query: (id) => ({ url: campaignInfoUrl(id), method: 'delete' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'CampaignInfo', id }],
      }),
    }),
  });

export const {
  useGetCampaignInfoTemplateQuery,
  useUpdateCampaignInfoTemplateMutation,
  useGetCampaignInfoQuery,
  useSaveCampaignInfoMutation,
  useResetCampaignInfoMutation,
} = campaignInfoApi;
