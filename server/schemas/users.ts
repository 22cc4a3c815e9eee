import { Type } from '@fastify/type-provider-typebox';
import type { User } from '../db/schema';
import { MAX_INT } from '../../contract/schemas/common';

export * from '../../contract/schemas/users';

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

export const UserListQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String()),
  order_by: Type.Optional(Type.String({ maxLength: 200 })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_INT }) });
