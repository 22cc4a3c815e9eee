import { Type } from '@fastify/type-provider-typebox';
import { USER_STATUSES, type User } from '../db/schema';

const MAX_INT = 2147483647;

/** An admin user as the users endpoints answer it. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_number: Type.String(),
  markets: Type.Array(Type.String()),
  status: Type.String(),
  groups: Type.Array(Type.Integer()),
  mfa_enabled: Type.Boolean(),
  mfa_required: Type.Boolean(),
  created: Type.String(),
});

export function toUserDto(user: User, groups: number[]) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    markets: user.markets,
    status: user.status,
    groups,
    mfa_enabled: user.mfaEnabled && user.mfaSecret !== null,
    mfa_required: user.mfaRequired,
    created: user.created.toISOString(),
  };
}

const Name = Type.String({ minLength: 1, maxLength: 150 });
const PhoneNumber = Type.String({ maxLength: 32 });
const Markets = Type.Array(Type.String({ minLength: 1, maxLength: 16 }), { maxItems: 300 });
const GroupIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), { maxItems: 500 });

export const UserCreateSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  first_name: Name,
  last_name: Name,
  phone_number: Type.Optional(PhoneNumber),
  markets: Type.Optional(Markets),
  groups: Type.Optional(GroupIds),
  mfa_required: Type.Optional(Type.Boolean()),
});

export const UserPatchSchema = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  phone_number: Type.Optional(PhoneNumber),
  markets: Type.Optional(Markets),
  groups: Type.Optional(GroupIds),
  mfa_required: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.Union(USER_STATUSES.map((status) => Type.Literal(status)))),
});

export const UserListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String()),
  order_by: Type.Optional(Type.String({ maxLength: 200 })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT }) });
