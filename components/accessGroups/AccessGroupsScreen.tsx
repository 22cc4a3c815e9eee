import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { AccessGroup } from '@/types/accessGroups';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { accessGroupsApi } from './api';

const GROUPS_LIST = defineList({
  filters: { search: '' },
  sort: { fields: ['name', 'created'], default: 'name' },
});

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const accessGroupsPageData = listPageData(GROUPS_LIST, accessGroupsApi.initiateList);

const COLUMNS: Column<AccessGroup>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortField: 'name', cell: (group) => group.name },
  { key: 'permissions', header: 'Permissions', cell: (group) => group.permissions.length },
  { key: 'users', header: 'Users', cell: (group) => group.users.length },
];

/** Spec §2 /access-groups/list: the groups that grant permissions to admin users. */
export function AccessGroupsScreen() {
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeGroup });
  return (
    <ResourceListScreen
      title="Access groups"
      description="A user holds every permission of each group they are in."
      list={GROUPS_LIST}
      useListQuery={accessGroupsApi.useListQuery}
      columns={COLUMNS}
      filters={[{ name: 'search', label: 'Search', type: 'search', placeholder: 'Group name' }]}
      create={{
        label: 'Add access group',
        href: routes.accessGroups.add(),
        permissions: [PERMISSIONS.addGroup],
      }}
      rowActions={(group) => (
        <ButtonLink
          variant="ghost"
          href={routes.accessGroups.edit(group.id)}
          aria-label={`${canChange ? 'Edit' : 'View'} ${group.name}`}
        >
          {canChange ? 'Edit' : 'View'}
        </ButtonLink>
      )}
      remove={{
        useDeleteMutation: accessGroupsApi.useDeleteMutation,
        permissions: [PERMISSIONS.deleteGroup],
        name: (group) => group.name,
        consequence: (group) => `Its ${group.users.length} users lose the permissions it grants.`,
        bulk: true,
      }}
      emptyMessage="No access groups yet"
    />
  );
}
