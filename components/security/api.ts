import type { ListQuery } from '@/hooks/useListParams';
import { baseApi } from '@/store/baseApi';
import type { Page } from '@/types/api';
import type { WhitelistedIp } from '@/types/users';

const LIST = { type: 'WhitelistedIp', id: 'LIST' } as const;

/** Spec §9: the whitelist is listed oldest first. */
export const WHITELIST_ORDER = 'created';

/** Spec §7 whitelist calls. Adding shows its error on the form (`silent`); the rest raise the notice. */
export const whitelistApi = baseApi.enhanceEndpoints({ addTagTypes: ['WhitelistedIp'] }).injectEndpoints({
  endpoints: (build) => ({
    getWhitelistedIps: build.query<Page<WhitelistedIp>, ListQuery>({
      query: (params) => ({
        url: 'v1/auth/mfa-whitelisted-ip/',
        params: { ...params, orderBy: WHITELIST_ORDER },
      }),
      providesTags: [LIST],
    }),
    addWhitelistedIp: build.mutation<WhitelistedIp, { ip: string }>({
      query: (data) => ({ url: 'v1/auth/mfa-whitelisted-ip/', method: 'post', data, silent: true }),
      invalidatesTags: [LIST],
    }),
    deleteWhitelistedIp: build.mutation<void, number>({
      query: (id) => ({ url: `v1/auth/mfa-whitelisted-ip/${id}/`, method: 'delete' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetWhitelistedIpsQuery, useAddWhitelistedIpMutation, useDeleteWhitelistedIpMutation } =
  whitelistApi;
