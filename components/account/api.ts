import { baseApi } from '@/store/baseApi';
import type { MfaSetup, MfaStatus } from '@/types/api';

/** The signed-in user's own second factor. Forms show these errors themselves, so they are silent. */
export const accountApi = baseApi.enhanceEndpoints({ addTagTypes: ['Mfa'] }).injectEndpoints({
  endpoints: (build) => ({
    getMfaStatus: build.query<MfaStatus, void>({
      query: () => ({ url: 'v1/auth/mfa/' }),
      providesTags: ['Mfa'],
    }),
    startMfaSetup: build.mutation<MfaSetup, { currentPassword: string; code?: string }>({
      query: (body) => ({ url: 'v1/auth/mfa/setup/', method: 'post', data: body, silent: true }),
    }),
    confirmMfa: build.mutation<MfaStatus, { code: string }>({
      query: (body) => ({ url: 'v1/auth/mfa/confirm/', method: 'post', data: body, silent: true }),
      invalidatesTags: ['Mfa'],
    }),
    disableMfa: build.mutation<MfaStatus, { currentPassword: string; code: string }>({
      query: (body) => ({ url: 'v1/auth/mfa/disable/', method: 'post', data: body, silent: true }),
      invalidatesTags: ['Mfa'],
    }),
  }),
});

export const {
  useGetMfaStatusQuery,
  useStartMfaSetupMutation,
  useConfirmMfaMutation,
  useDisableMfaMutation,
} = accountApi;
