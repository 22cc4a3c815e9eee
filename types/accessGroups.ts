import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type { AccessGroupBody, AccessGroupSchema } from '@/contract/schemas/access-groups';

/** An access group (spec §6): the permissions it grants and the admin users who hold them. */
export type AccessGroup = Camelized<Static<typeof AccessGroupSchema>>;

/** POST/PATCH v1/auth/groups/. */
export type AccessGroupInput = Camelized<Static<typeof AccessGroupBody>>;
