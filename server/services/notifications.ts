import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Executor } from '../db/client';
import type { Repositories } from '../repositories';
import { toNotificationDto, type NewNotification, type NotificationDto } from '../repositories/notifications';

/** WebSocket close codes of the notifications socket. */
export const WS_CLOSE = {
  /** Bad, expired or revoked token (or no login in time). */
  unauthorized: 4001,
  /** A valid token of another user than the socket's path. */
  forbidden: 4003,
} as const;

interface Connection {
  socket: WebSocket;
  sid: string;
}

/**
 * Notifications: creation plus the registry of signed-in sockets of this process, so that a new
 * notification reaches the user's open sockets at once. Later features call `create`.
 */
export function createNotificationsService(deps: { repos: Repositories; log: FastifyBaseLogger }) {
  const { repos, log } = deps;
  const connections = new Map<number, Set<Connection>>();

  async function listFor(userId: number, tx?: Executor): Promise<NotificationDto[]> {
    const rows = await repos.notifications.listForUser(userId, tx);
    return rows.map(toNotificationDto);
  }

  /** Sends the user's current list to each of their open sockets. */
  async function push(userId: number): Promise<void> {
    const open = connections.get(userId);
    if (!open || open.size === 0) return;
    const payload = JSON.stringify(await listFor(userId));
    for (const { socket } of open) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  }

  return {
    listFor,
    push,

    /**
     * Stores a notification and pushes the updated list to the user's sockets. Inside a transaction
     * (`tx` given) nothing is pushed: call `push(userId)` after the commit.
     */
    async create(input: NewNotification, tx?: Executor): Promise<NotificationDto> {
      const row = await repos.notifications.create(input, tx);
      if (!tx) {
        await push(input.userId).catch((error: unknown) =>
          log.error({ err: error }, 'notification push failed'),
        );
      }
      return toNotificationDto(row);
    },

    /** Registers a signed-in socket; returns the function that unregisters it. */
    register(userId: number, sid: string, socket: WebSocket): () => void {
      const entry = { socket, sid };
      let set = connections.get(userId);
      if (!set) {
        set = new Set();
        connections.set(userId, set);
      }
      set.add(entry);
      return () => {
        const current = connections.get(userId);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) connections.delete(userId);
      };
    },

    /** Closes the sockets signed in with session `sid` (logout, revoked session). */
    closeSession(sid: string, code: number = WS_CLOSE.unauthorized): void {
      for (const set of connections.values()) {
        for (const { socket, sid: socketSid } of set)
          if (socketSid === sid) socket.close(code, 'Session ended');
      }
    },

    /** Closes every socket of a user (blocked account, for example). */
    closeUser(userId: number, code: number = WS_CLOSE.unauthorized): void {
      for (const { socket } of connections.get(userId) ?? []) socket.close(code, 'Session ended');
    },

    /** Number of open signed-in sockets (diagnostics, tests). */
    connectionCount(userId?: number): number {
      if (userId !== undefined) return connections.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of connections.values()) total += set.size;
      return total;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
