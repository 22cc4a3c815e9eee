import { createResourceApi } from '@/store/resourceApi';
import type { ActivityLogChoices, ActivityLogEntry } from '@/types/activityLogs';

/** Spec §7: `GET v1/activity-logs/activity-logs/` with limit, offset and filters; read only. */
export const activityLogsApi = createResourceApi<
  ActivityLogEntry,
  never,
  never,
  Record<string, unknown>,
  ActivityLogChoices
>({ path: 'v1/activity-logs/activity-logs/' });
