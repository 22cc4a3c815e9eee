import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  EngineStatusSchema,
  IntegrationKeyBody,
  IntegrationKeySchema,
} from '@/contract/schemas/integrations';

/** A key an operator's platform signs its event batches with (GET v1/integrations/keys/). */
export type IntegrationKey = Camelized<Static<typeof IntegrationKeySchema>>;

/** POST v1/integrations/keys/ answers the key itself, this once. */
export type CreatedIntegrationKey = IntegrationKey & Required<Pick<IntegrationKey, 'key'>>;

export type IntegrationKeyInput = Camelized<Static<typeof IntegrationKeyBody>>;

/** GET v1/events/status/: how far the engine has got with what the platform sent. */
export type EngineStatus = Camelized<Static<typeof EngineStatusSchema>>;
