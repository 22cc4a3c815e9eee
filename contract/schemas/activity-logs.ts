import { Type } from '@fastify/type-provider-typebox';
import { DateTimeString, OrNull, PageSchema } from './common';

/** One choice of a filter: the value to send and the label staff read. */
export const FilterChoiceSchema = Type.Object({ value: Type.String(), label: Type.String() });

/** An activity-log entry: who did what to which thing, and each field's value before and after. */
export const ActivityLogEntrySchema = Type.Object({
  id: Type.Integer(),
  created: DateTimeString,
  action: Type.String(),
  action_label: Type.String(),
  resource: Type.String(),
  resource_id: Type.String(),
  resource_label: Type.String(),
  user: OrNull(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
  ip: Type.String(),
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
});

/** Spec §3: the log's page carries the choices of its filters. */
export const ActivityLogPageSchema = Type.Object({
  ...PageSchema(ActivityLogEntrySchema).properties,
  action_filter: Type.Array(FilterChoiceSchema),
  user_filter: Type.Array(FilterChoiceSchema),
  resource_filter: Type.Array(FilterChoiceSchema),
});
