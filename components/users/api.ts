import type { ListQuery } from '@/hooks/useListParams';
import { baseApi } from '@/store/baseApi';
import type { Page } from '@/types/api';
import type { AdminUser, AdminUserChanges, NewAdminUser } from '@/types/users';

export type UserFilters = { search: string; status: string };

const LIST = { type: 'User', id: 'LIST' } as const;

/** Spec §7 users calls. Forms show their own errors (`silent`); lists and details raise the notice. */
export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Page<AdminUser>, ListQuery<UserFilters>>({
      query: (params) => ({ url: 'v1/auth/users/', params }),
      providesTags: (page) => [
        ...(page?.results ?? []).map(({ id }) => ({ type: 'User' as const, id })),
        LIST,
      ],
    }),
    getUser: build.query<AdminUser, number>({
      query: (id) => ({ url: `v1/auth/users/${id}/` }),
      providesTags: (_user, _error, id) => [{ type: 'User', id }],
    }),
    inviteUser: build.mutation<AdminUser, NewAdminUser>({
      query: (data) => ({ url: 'v1/auth/users/', method: 'post', data, silent: true }),
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<AdminUser, { id: number; changes: AdminUserChanges }>({
      query: ({ id, changes }) => ({
        url: `v1/auth/users/${id}/`,
        method: 'patch',
        data: changes,
        silent: true,
      }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, LIST],
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useInviteUserMutation, useUpdateUserMutation } = usersApi;
