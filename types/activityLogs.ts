import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  ActivityLogEntrySchema,
  ActivityLogPageSchema,
  FilterChoiceSchema,
} from '@/contract/schemas/activity-logs';

/** An activity-log entry: who did what to which thing, and what changed. */
export type ActivityLogEntry = Camelized<Static<typeof ActivityLogEntrySchema>>;

/** One field's value before and after a change. */
export type FieldChange = ActivityLogEntry['changes'][string];

export type FilterChoice = Camelized<Static<typeof FilterChoiceSchema>>;

/** Spec §3: the log's page carries the choices of its filters. */
export type ActivityLogPage = Camelized<Static<typeof ActivityLogPageSchema>>;

export type ActivityLogChoices = Pick<ActivityLogPage, 'actionFilter' | 'userFilter' | 'resourceFilter'>;
