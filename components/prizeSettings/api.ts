import { baseApi } from '@/store/baseApi';
import type { AllPrizeSettings, PrizeSettingsChanges } from '@/types/prizeSettings';

/** `GET/PATCH v1/casinos/prize-settings/` (the casino's `platformConfiguration` prize settings). */
export const prizeSettingsApi = baseApi.enhanceEndpoints({ addTagTypes: ['PrizeSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getPrizeSettings: build.query<AllPrizeSettings, void>({
      query: () => ({ url: 'v1/casinos/prize-settings/' }),
      providesTags: ['PrizeSettings'],
    }),
    updatePrizeSettings: build.mutation<AllPrizeSettings, PrizeSettingsChanges>({
      query: (data) => ({ url: 'v1/casinos/prize-settings/', method: 'patch', data, silent: true }),
      invalidatesTags: ['PrizeSettings'],
    }),
  }),
});

export const { useGetPrizeSettingsQuery, useUpdatePrizeSettingsMutation } = prizeSettingsApi;
