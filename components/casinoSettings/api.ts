import { userLoaded, type AuthState } from '@/store/authSlice';
import { baseApi } from '@/store/baseApi';
import type { FeatureSettings } from '@/types/api';
import type { CasinoSettingsDetail } from '@/types/casinoSettings';

export const CASINO_SETTINGS_URL = 'v1/casinos/settings/';

const FLAGS: readonly (keyof FeatureSettings)[] = [
  'allowUsersToEditCampaignInfoPerCampaign',
  'backofficeToRunInUtc',
  'enableLocalizedJackpotTitle',
  'enablePageChangeCampaignInfoTemplate',
  'enableReportsTab',
];

/**
 * Spec §7 `GET, PATCH v1/casinos/settings/` for the settings screen. A saved answer replaces the cached
 * settings and what the session holds of them (the feature settings, the casino's languages and rates),
 * so the clock, dates and language lists follow at once.
 */
export const casinoSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCasinoSettingsDetail: build.query<CasinoSettingsDetail, void>({
      query: () => ({ url: CASINO_SETTINGS_URL }),
      providesTags: ['CasinoSettings'],
    }),
    updateCasinoSettings: build.mutation<CasinoSettingsDetail, Partial<CasinoSettingsDetail>>({
      query: (data) => ({ url: CASINO_SETTINGS_URL, method: 'patch', data, silent: true }),
      invalidatesTags: ['CasinoSettings'],
      async onQueryStarted(_changes, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const { user } = (getState() as unknown as { auth: AuthState }).auth;
        if (!data || !user) return;
        const featureSettings = Object.fromEntries(
          FLAGS.map((flag) => [flag, data[flag]]),
        ) as unknown as FeatureSettings;
        dispatch(
          userLoaded({
            user: {
              ...user,
              casino: { ...user.casino, languages: data.languages, exchangeRates: data.exchangeRates },
            },
            featureSettings,
          }),
        );
      },
    }),
  }),
});

export const { useGetCasinoSettingsDetailQuery, useUpdateCasinoSettingsMutation } = casinoSettingsApi;
