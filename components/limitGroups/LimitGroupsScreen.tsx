import { campaignTypeLabel } from '@/utils/campaignTypes';
import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import { useGetCasinoSettingsQuery } from '@/store/baseApi';
import type { CampaignTypeLimit, LimitGroup } from '@/types/limitGroups';
import { formatAmount } from '@/utils/format';
import { PERMISSIONS } from '@/utils/permissions';
import { routes } from '@/utils/routes';
import { limitGroupsApi } from './api';
import styles from './limitGroups.module.scss';

const LIMIT_GROUPS_LIST = defineList({
  filters: { search: '' },
  sort: { fields: ['name', 'created'], default: 'name' },
});

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const limitGroupsPageData = listPageData(LIMIT_GROUPS_LIST, limitGroupsApi.initiateList);

/** "Mission: 3 live, cost alarm ≤ 500.00 EUR" for each type the group limits. */
function limitSummary(limit: CampaignTypeLimit, currency: string): string | null {
  const parts = [
    limit.maxLiveCampaigns !== null && `${limit.maxLiveCampaigns} live`,
    limit.maxCostAlarm !== null && `cost alarm ≤ ${formatAmount(limit.maxCostAlarm, currency)}`,
  ].filter(Boolean);
  return parts.length === 0 ? null : `${campaignTypeLabel(limit.campaignType)}: ${parts.join(', ')}`;
}

/** Spec §2 /limit-groups/list: what members of each group may run, per campaign type. */
export function LimitGroupsScreen() {
  const canChange = useIsAllowed({ permissions: PERMISSIONS.changeCampaignLimitGroup });
  const currency = useGetCasinoSettingsQuery().data?.currencies[0] ?? '';
  const columns: Column<LimitGroup>[] = [
    { key: 'name', header: 'Name', rowHeader: true, sortField: 'name', cell: (group) => group.name },
    {
      key: 'limits',
      header: 'Limits',
      cell: (group) => {
        const lines = group.limits.map((limit) => limitSummary(limit, currency)).filter(Boolean);
        return lines.length === 0 ? (
          'No limits'
        ) : (
          <ul className={styles.summary}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      },
    },
    { key: 'users', header: 'Users', cell: (group) => group.users.length },
  ];
  return (
    <ResourceListScreen
      title="Limit groups"
      description="Members of a limit group can publish only within its limits."
      list={LIMIT_GROUPS_LIST}
      useListQuery={limitGroupsApi.useListQuery}
      columns={columns}
      filters={[{ name: 'search', label: 'Search', type: 'search', placeholder: 'Group name' }]}
      create={{
        label: 'Add limit group',
        href: routes.limitGroups.add(),
        permissions: [PERMISSIONS.addCampaignLimitGroup],
      }}
      rowActions={(group) => (
        <ButtonLink
          variant="ghost"
          href={routes.limitGroups.edit(group.id)}
          aria-label={`${canChange ? 'Edit' : 'View'} ${group.name}`}
        >
          {canChange ? 'Edit' : 'View'}
        </ButtonLink>
      )}
      remove={{
        useDeleteMutation: limitGroupsApi.useDeleteMutation,
        permissions: [PERMISSIONS.deleteCampaignLimitGroup],
        name: (group) => group.name,
        consequence: (group) => `Its ${group.users.length} members will publish without its limits.`,
      }}
      emptyMessage="No limit groups yet"
    />
  );
}
