import { Type } from '@fastify/type-provider-typebox';
import { DateTimeString, OrNull, PlainText, UserRef } from './common';

export const INTEGRATION_KEY_NAME_MAX = 100;

/** A key an operator's platform signs its event batches with (`v1/integrations/keys/`). */
export const IntegrationKeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: "The key's first characters, to tell keys apart." }),
  created: DateTimeString,
  last_used: OrNull(DateTimeString),
  /** When it was revoked; a revoked key stays listed so staff can see what stopped working. */
  revoked: OrNull(DateTimeString),
  creator: OrNull(UserRef),
  key: Type.Optional(
    Type.String({ description: 'The key itself: in the answer to POST only, never again.' }),
  ),
});

/** POST v1/integrations/keys/. */
export const IntegrationKeyBody = Type.Object({ name: PlainText({ maxLength: INTEGRATION_KEY_NAME_MAX }) });

/** GET v1/events/status/: how far the engine has got with what the platform sent. */
export const EngineStatusSchema = Type.Object({
  received: Type.Integer(),
  processed: Type.Integer(),
  backlog: Type.Integer({ description: 'Events stored and not processed yet.' }),
  /** Age of the oldest waiting event; null when nothing waits. */
  oldest_waiting_seconds: OrNull(Type.Number()),
  processed_last_minute: Type.Integer(),
  set_aside: Type.Optional(
    Type.Integer({
      description:
        'Events taken out of the queue unapplied because they failed on their own again and again (our addition; kept with their failure for the operator to look into).',
    }),
  ),
});
