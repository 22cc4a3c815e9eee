import { useRouter } from 'next/router';

import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList } from '@/hooks/useListParams';
import { useIsAllowed } from '@/hooks/usePermissions';
import type { IntegrationKey } from '@/types/integrations';
import { PERMISSIONS } from '@/utils/permissions';
import { queryString } from '@/utils/query';
import { routes } from '@/utils/routes';
import { integrationKeysApi } from './api';
import { CreateKeyDialog } from './CreateKeyDialog';
import { EngineHealth } from './EngineHealth';
import styles from './integrations.module.scss';

/** Newest first; the API also sorts by name and last use. */
const KEYS_LIST = defineList({
  filters: {},
  sort: { fields: ['created', 'name', 'last_used'], default: '-created' },
});

/** The keys' first page comes with the page's HTML (the page's `serverData`). */
export const integrationsPageData = listPageData(KEYS_LIST, integrationKeysApi.initiateList);

/**
 * /integrations: the keys an operator's platform signs its events with (create, shown once; revoke,
 * which stops it at once) and the engine's health. "Create key" opens its dialog through the address
 * (`?dialog=create`), as the other list screens' dialogs do.
 */
export function IntegrationsScreen() {
  const router = useRouter();
  const formatDate = useDateTimeFormat();
  const canManage = useIsAllowed({ permissions: PERMISSIONS.manageIntegration });
  const creating = canManage && queryString(router.query.dialog) === 'create';
  const closeDialog = () =>
    void router.replace(routes.integrations(), undefined, { shallow: true, scroll: false });

  const date = (value: string | null, never: string) =>
    value ? <time dateTime={value}>{formatDate(value)}</time> : never;
  const columns: Column<IntegrationKey>[] = [
    { key: 'name', header: 'Name', rowHeader: true, sortField: 'name', cell: (key) => key.name },
    // Beside the name: it says why a row offers no Revoke, before the table scrolls sideways.
    {
      key: 'status',
      header: 'Status',
      cell: (key) =>
        key.revoked ? (
          <StatusBadge tone="neutral">Revoked {formatDate(key.revoked)}</StatusBadge>
        ) : (
          <StatusBadge tone="success">Active</StatusBadge>
        ),
    },
    {
      key: 'prefix',
      header: 'Key starts with',
      cell: (key) => <code className={styles.prefix}>{key.prefix}…</code>,
    },
    { key: 'created', header: 'Created', sortField: 'created', cell: (key) => date(key.created, '—') },
    {
      key: 'lastUsed',
      header: 'Last used',
      sortField: 'last_used',
      cell: (key) => date(key.lastUsed, 'Never'),
    },
    { key: 'creator', header: 'Created by', cell: (key) => key.creator?.name ?? '—' },
  ];

  return (
    <>
      <ResourceListScreen
        title="Integrations"
        description="Your platform sends player activity (bets, wins, deposits …) to POST v1/events/, signed with one of these keys."
        list={KEYS_LIST}
        useListQuery={integrationKeysApi.useListQuery}
        columns={columns}
        create={{
          label: 'Create key',
          href: routes.integrations({ dialog: 'create' }),
          permissions: [PERMISSIONS.manageIntegration],
        }}
        remove={{
          useDeleteMutation: integrationKeysApi.useDeleteMutation,
          permissions: [PERMISSIONS.manageIntegration],
          verb: 'Revoke',
          applies: (key) => key.revoked === null,
          name: (key) => key.name,
          consequence: (key) =>
            `Events signed with ${key.name} (${key.prefix}…) will be refused from now on.`,
          done: (key) => `${key.name} has been revoked.`,
        }}
        caption="Integration keys"
        emptyMessage="No integration keys yet"
      >
        <EngineHealth />
      </ResourceListScreen>
      {creating && <CreateKeyDialog onClose={closeDialog} />}
    </>
  );
}
