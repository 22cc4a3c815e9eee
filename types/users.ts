/** Admin users and the second-factor whitelist, as the API answers them after camelisation (spec §3). */
import type { Static } from '@fastify/type-provider-typebox';

import type { Camelized } from './wire';

import type {
  UserCreateSchema,
  UserPatchSchema,
  UserSchema,
  WhitelistedIpSchema,
} from '@/contract/schemas/users';

export type { UserStatus } from '@/contract/users';

export type AdminUser = Camelized<Static<typeof UserSchema>>;

/** POST v1/auth/users/: an invitation mail goes out and the account waits inactive. */
export type NewAdminUser = Camelized<Static<typeof UserCreateSchema>>;

/** PATCH v1/auth/users/{id}/: `status` needs change_active_status, the rest change_user. */
export type AdminUserChanges = Camelized<Static<typeof UserPatchSchema>>;

/** An address or a CIDR network. */
export type WhitelistedIp = Camelized<Static<typeof WhitelistedIpSchema>>;
