import { baseApi } from '@/store/baseApi';
import type { CampaignInfoTemplate, TextsByLanguage } from '@/types/content';

/** `GET/PATCH v1/campaigns/campaign-info-template/`: the casino's one campaign-info text per language. */
export const campaignInfoApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CampaignInfoTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCampaignInfoTemplate: build.query<CampaignInfoTemplate, void>({
        query: () => ({ url: 'v1/campaigns/campaign-info-template/' }),
        providesTags: ['CampaignInfoTemplate'],
      }),
      updateCampaignInfoTemplate: build.mutation<CampaignInfoTemplate, { info?: TextsByLanguage }>({
        // The form shows the server's field errors itself.
        query: (data) => ({
          url: 'v1/campaigns/campaign-info-template/',
          method: 'patch',
          data,
          silent: true,
        }),
        invalidatesTags: ['CampaignInfoTemplate'],
      }),
    }),
  });

export const { useGetCampaignInfoTemplateQuery, useUpdateCampaignInfoTemplateMutation } = campaignInfoApi;
