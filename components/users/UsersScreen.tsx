import Link from 'next/link';

import type { Column } from '@/components/lists/DataTable';
import { PagedTable } from '@/components/lists/PagedTable';
import { ListFilters, type FilterField } from '@/components/lists/ListFilters';
import { ListHeading } from '@/components/lists/ListHeading';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList, useListParams } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { AdminUser } from '@/types/users';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { useGetUsersQuery, type UserFilters } from './api';
import { fullName, twoFactorLabel, USER_STATUS_OPTIONS } from './userLabels';
import { UserStatusBadge } from './UserStatusBadge';

const USERS_LIST = defineList<UserFilters>({ filters: { search: '', status: '' } });

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
  const canInvite = useIsAllowed({ permissions: PERMISSIONS.addUser });
  const list = useListParams(USERS_LIST);
  const result = useGetUsersQuery(list.query, {
    skip: !list.ready,
  });

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
    <section aria-labelledby="users-title">
      <ListHeading
        id="users-title"
        title="Users"
        actions={canInvite && <ButtonLink href={routes.user.add()}>Invite user</ButtonLink>}
      />
      <ListFilters
        label="Filter users"
        fields={FILTER_FIELDS}
        values={list.filters}
        onChange={list.setFilters}
        onClear={list.clearFilters}
        filtered={list.filtered}
      />
      <PagedTable
        caption="Users"
        captionHidden
        columns={columns}
        rowKey={(user) => user.id}
        emptyMessage="No users yet"
        result={result}
        list={list}
      />
    </section>
  );
}
