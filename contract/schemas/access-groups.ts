import { Type } from '@fastify/type-provider-typebox';
import { DateTimeString, IdList, PlainText } from './common';

export const ACCESS_GROUP_NAME_MAX = 150;

/** An access group (spec §6): the permissions it grants and the admin users who hold them. */
export const AccessGroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permissions: Type.Array(Type.String()),
  users: Type.Array(Type.Integer()),
  created: DateTimeString,
});

/** POST v1/auth/groups/ (a PATCH sends any of these). */
export const AccessGroupBody = Type.Object({
  name: PlainText({ maxLength: ACCESS_GROUP_NAME_MAX }),
  permissions: Type.Array(PlainText({ maxLength: 100 }), { maxItems: 500 }),
  users: IdList(),
});
