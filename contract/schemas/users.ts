import { Type } from '@fastify/type-provider-typebox';
import { USER_STATUSES } from '../users';
import { MAX_INT, StringEnum } from './common';

/** An admin user as the users endpoints answer it (spec §3). */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_number: Type.String(),
  markets: Type.Array(Type.String()),
  /** One of USER_STATUSES, or a code another backend answers that this app does not know. */
  status: Type.String(),
  groups: Type.Array(Type.Integer()),
  /** The user has set up a second factor. */
  mfa_enabled: Type.Boolean(),
  /** The user must set one up to sign in. */
  mfa_required: Type.Boolean(),
  created: Type.String(),
});

const Name = Type.String({ minLength: 1, maxLength: 150 });
const PhoneNumber = Type.String({ maxLength: 32 });
const Markets = Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 300 });
const GroupIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems: 500 });

/** POST v1/auth/users/: an invitation mail goes out and the account waits inactive. */
export const UserCreateSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  first_name: Name,
  last_name: Name,
  phone_number: Type.Optional(PhoneNumber),
  markets: Type.Optional(Markets),
  groups: Type.Optional(GroupIds),
  mfa_required: Type.Optional(Type.Boolean()),
});

/** PATCH v1/auth/users/{id}/: `status` needs change_active_status, the rest change_user. */
export const UserPatchSchema = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  phone_number: Type.Optional(PhoneNumber),
  markets: Type.Optional(Markets),
  groups: Type.Optional(GroupIds),
  mfa_required: Type.Optional(Type.Boolean()),
  status: Type.Optional(StringEnum(USER_STATUSES)),
});

/** The signed-in user's second factor. */
export const MfaStatusSchema = Type.Object({ enabled: Type.Boolean(), required: Type.Boolean() });
/** A new authenticator secret, to be confirmed with a code from it. */
export const MfaSetupSchema = Type.Object({ secret: Type.String(), otpauth_url: Type.String() });

/** An address or a CIDR network from which sign-in needs no second factor. */
export const WhitelistedIpSchema = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  created: Type.String(),
});
