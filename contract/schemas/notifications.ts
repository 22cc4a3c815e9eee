import { Type } from '@fastify/type-provider-typebox';
import { NOTIFICATION_KINDS } from '../notifications';
import { OrNull, StringEnum } from './common';

/** A notification as the socket `/ws/notifications/{userId}` sends it, in lists newest first. */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  created: Type.String(),
  url: OrNull(Type.String()),
  kind: StringEnum(NOTIFICATION_KINDS),
  has_been_read: Type.Boolean(),
});
