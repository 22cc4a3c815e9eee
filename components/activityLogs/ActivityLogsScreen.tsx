import { listPageData } from '@/components/kit/listPageData';
import { ResourceListScreen } from '@/components/kit/ResourceListScreen';
import type { Column } from '@/components/lists/DataTable';
import { useDateTimeFormat } from '@/hooks/useDateFormat';
import { defineList } from '@/hooks/useListParams';
import type { ActivityLogEntry, ActivityLogPage, FilterChoice } from '@/types/activityLogs';
import { activityLogsApi } from './api';
import { ChangeList } from './ChangeList';
import styles from './activityLogs.module.scss';

const LOG_LIST = defineList({ filters: { action: '', user: '', resource: '' } });

/** The list's first page comes with the page's HTML (the page's `serverData`). */
export const activityLogsPageData = listPageData(LOG_LIST, activityLogsApi.initiateList);

/** `access_group` → "access group". */
const resourceName = (resource: string) => resource.replace(/_/g, ' ');

const withAll = (label: string, choices: FilterChoice[] | undefined) => [
  { value: '', label },
  ...(choices ?? []),
];

/** Spec §2 /activity-logs: who changed what and when, newest first, 10 a page, each entry's diff. */
export function ActivityLogsScreen() {
  const formatDate = useDateTimeFormat({ seconds: true });
  const columns: Column<ActivityLogEntry>[] = [
    {
      key: 'when',
      header: 'When',
      cell: (entry) => <time dateTime={entry.created}>{formatDate(entry.created)}</time>,
    },
    {
      key: 'user',
      header: 'User',
      cell: (entry) =>
        entry.user?.name ?? <span className={styles.muted}>Anonymous ({entry.ip || 'unknown'})</span>,
    },
    { key: 'action', header: 'Action', cell: (entry) => entry.actionLabel },
    {
      key: 'what',
      header: 'What',
      rowHeader: true,
      cell: (entry) =>
        `${resourceName(entry.resource)}${entry.resourceLabel ? `: ${entry.resourceLabel}` : ''}`,
    },
    {
      key: 'changes',
      header: 'Changes',
      cell: (entry) => (
        <ChangeList
          changes={entry.changes}
          label={`${resourceName(entry.resource)} ${entry.resourceLabel}`.trim()}
        />
      ),
    },
  ];
  return (
    <ResourceListScreen<ActivityLogEntry, { action: string; user: string; resource: string }, ActivityLogPage>
      title="Activity logs"
      description="Every change made through the back-office, with who made it and what it changed."
      list={LOG_LIST}
      useListQuery={activityLogsApi.useListQuery}
      columns={columns}
      filters={(page) => [
        {
          name: 'action',
          label: 'Action',
          type: 'select',
          options: withAll('All actions', page?.actionFilter),
        },
        { name: 'user', label: 'User', type: 'select', options: withAll('All users', page?.userFilter) },
        {
          name: 'resource',
          label: 'Kind of record',
          type: 'select',
          options: withAll('All records', page?.resourceFilter),
        },
      ]}
      emptyMessage="Nothing has been logged yet"
    />
  );
}
