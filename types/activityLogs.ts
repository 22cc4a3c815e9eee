import type { Page } from './api';

/** One field's value before and after a change. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** An activity-log entry: who did what to which thing, and what changed. */
export interface ActivityLogEntry {
  id: number;
  created: string;
  action: string;
  actionLabel: string;
  resource: string;
  resourceId: string;
  resourceLabel: string;
  user: { id: number; name: string; email: string } | null;
  ip: string;
  changes: Record<string, FieldChange>;
}

export interface FilterChoice {
  value: string;
  label: string;
}

/** Spec §3: the log's page carries the choices of its filters. */
export interface ActivityLogChoices {
  actionFilter: FilterChoice[];
  userFilter: FilterChoice[];
  resourceFilter: FilterChoice[];
}

export type ActivityLogPage = Page<ActivityLogEntry> & ActivityLogChoices;
