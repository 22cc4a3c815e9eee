import Link from 'next/link';

import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import type { FilterField } from '@/components/lists/ListFilters';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList } from '@/hooks/useListParams';
import type { AdminUser } from '@/types/users';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { useGetUsersQuery, usersApi, type UserFilters } from './api';
import { fullName, twoFactorLabel, USER_STATUS_OPTIONS } from './userLabels';
import { UserStatusBadge } from './UserStatusBadge';

const USERS_LIST = defineList<UserFilters>({ filters: { search: '', status: '' } });

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const usersPageData = listPageData(USERS_LIST, (query) => usersApi.endpoints.getUsers.initiate(query));

const FILTER_FIELDS: FilterField<keyof UserFilters>[] = [
  { name: 'search', label: 'Search', type: 'search', placeholder: 'Name or email' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [{ value: '', label: 'All statuses' }, ...USER_STATUS_OPTIONS],
  },
];

/** Spec §2 /users: the admin users, searchable and filtered by status, both kept in the URL. */
export function UsersScreen() {
  const formatDate = useDateTimeFormat();
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (user) => <Link href={routes.user.view(user.id)}>{fullName(user)}</Link>,
    },
    { key: 'email', header: 'Email', cell: (user) => user.email },
    { key: 'status', header: 'Status', cell: (user) => <UserStatusBadge status={user.status} /> },
    { key: 'twoFactor', header: 'Two-factor', cell: (user) => twoFactorLabel(user) },
    {
      key: 'created',
      header: 'Created',
      cell: (user) => <time dateTime={user.created}>{formatDate(user.created)}</time>,
    },
  ];

  return (
    <ResourceListScreen
      title="Users"
      list={USERS_LIST}
      useListQuery={useGetUsersQuery}
      columns={columns}
      filters={FILTER_FIELDS}
      create={{ label: 'Invite user', href: routes.user.add(), permissions: [PERMISSIONS.addUser] }}
      emptyMessage="No users yet"
    />
  );
}
