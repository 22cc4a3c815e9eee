import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { HttpError } from '../../lib/errors';
import { WS_CLOSE } from '../../services/notifications';

/** Messages waiting to be handled beyond this are dropped (a flooding client gets no more work done). */
export const WS_MAX_PENDING = 20;

/** Close codes of the limits (RFC 6455 1008: policy violation), with the reason each gives. */
export const WS_LIMITS = {
  tooManyMessages: 'Too many messages',
  tooManyUserSockets: 'Too many sockets of this user',
  tooManyClientSockets: 'Too many sockets from this address',
} as const;
const POLICY_VIOLATION = 1008;

/**
 * Messages a socket may send: `perMinute` a minute, in bursts of up to as many (a token bucket refilled
 * continuously). Returns whether one more message is allowed now.
 */
function messageBudget(perMinute: number): () => boolean {
  let tokens = perMinute;
  let last = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(perMinute, tokens + ((now - last) / 60_000) * perMinute);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function parseMessage(data: RawData): Record<string, unknown> | null {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A notification id as sent by the client (a number, or a string of digits); null otherwise. */
function notificationId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

/**
 * Notifications socket. Browsers must come from WEB_ORIGIN (non-browser clients send no Origin).
 * First `{"action": "login", "token": "<access>"}`; then `{"action": "get_notifications"}` answers
 * with the user's notifications, newest first. `read_notification {id}`, `read_all_notifications`,
 * `remove_notification {id}` and `remove_all_notifications` change the user's notifications; after each,
 * and after any new notification, every socket of the user gets the whole updated array (changes close
 * together are sent once, see the notifications service). Other messages before login, unknown actions
 * and malformed ids are ignored. Limits (1008): messages per socket and minute, sockets per user and per
 * client address; a socket not logged in within WS_LOGIN_TIMEOUT is closed (4001).
 */
export default async function wsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { wsLoginTimeout, wsMaxSocketsPerUser, wsMaxSocketsPerClient, wsMessagesPerMinute } = app.config;
  /** Open sockets (signed in or not) per client address, in this instance. */
  const socketsPerClient = new Map<string, number>();

  app.get(
    '/ws/notifications/:userId',
    {
      websocket: true,
      schema: { hide: true, params: Type.Object({ userId: Type.Integer({ minimum: 1 }) }) },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin !== undefined && origin !== app.config.webOrigin) {
          request.log.warn({ origin }, 'websocket refused: origin not allowed');
          throw new HttpError(403, { detail: 'Origin not allowed.' });
        }
      },
    },
    (socket, request) => {
      const pathUserId = request.params.userId;
      let unregister: (() => void) | null = null;
      let userId: number | null = null;

      const client = request.ip;
      const open = (socketsPerClient.get(client) ?? 0) + 1;
      socketsPerClient.set(client, open);
      socket.on('close', () => {
        const left = (socketsPerClient.get(client) ?? 1) - 1;
        if (left > 0) socketsPerClient.set(client, left);
        else socketsPerClient.delete(client);
      });
      if (open > wsMaxSocketsPerClient) {
        request.log.warn({ client }, 'websocket refused: too many sockets from this address');
        socket.close(POLICY_VIOLATION, WS_LIMITS.tooManyClientSockets);
        return;
      }

      const loginTimer = setTimeout(() => {
        if (userId === null) socket.close(WS_CLOSE.unauthorized, 'Login required');
      }, wsLoginTimeout * 1000);
      loginTimer.unref();

      socket.on('close', () => {
        clearTimeout(loginTimer);
        unregister?.();
      });

      // Messages are handled one at a time, in order: a get_notifications sent right after login
      // is answered once the login is through.
      let queue: Promise<void> = Promise.resolve();
      let pending = 0;
      const mayReceive = messageBudget(wsMessagesPerMinute);
      socket.on('message', (data) => {
        if (!mayReceive()) {
          socket.close(POLICY_VIOLATION, WS_LIMITS.tooManyMessages);
          return;
        }
        const message = parseMessage(data);
        if (!message || pending >= WS_MAX_PENDING) return;
        pending += 1;
        queue = queue
          .then(() => handle(message))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'websocket message failed');
          })
          .finally(() => {
            pending -= 1;
          });
      });

      async function handle(message: Record<string, unknown>): Promise<void> {
        if (socket.readyState !== socket.OPEN) return;
        if (message.action === 'login') {
          const token = typeof message.token === 'string' ? message.token : '';
          let auth;
          try {
            auth = await app.authService.authenticateAccessToken(token);
          } catch {
            socket.close(WS_CLOSE.unauthorized, 'Invalid token');
            return;
          }
          if (auth.user.id !== pathUserId) {
            socket.close(WS_CLOSE.forbidden, 'Token of another user');
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          // A socket logging in again (after a token refresh) is already counted.
          if (userId === null && app.notifications.connectionCount(auth.user.id) >= wsMaxSocketsPerUser) {
            socket.close(POLICY_VIOLATION, WS_LIMITS.tooManyUserSockets);
            return;
          }
          clearTimeout(loginTimer);
          unregister?.();
          userId = auth.user.id;
          unregister = app.notifications.register(userId, auth.session.sid, socket);
          return;
        }
        if (userId === null) return;
        switch (message.action) {
          case 'get_notifications': {
            const list = await app.notifications.listFor(userId);
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(list));
            return;
          }
          // Each of these changes only this user's notifications (an id of someone else's, or of none,
          // changes nothing) and then sends the updated list to every socket of the user.
          case 'read_notification': {
            const id = notificationId(message.id);
            if (id !== null) await app.notifications.markRead(userId, id);
            return;
          }
          case 'read_all_notifications':
            await app.notifications.markRead(userId, null);
            return;
          case 'remove_notification': {
            const id = notificationId(message.id);
            if (id !== null) await app.notifications.remove(userId, id);
            return;
          }
          case 'remove_all_notifications':
            await app.notifications.remove(userId, null);
            return;
          default:
            return;
        }
      }
    },
  );
}
