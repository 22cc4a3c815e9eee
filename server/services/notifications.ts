import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Client, type Notification as PgNotification } from 'pg';
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

/** PostgreSQL channel: payload `<user id>` whenever that user's notifications changed. */
export const NOTIFICATIONS_CHANNEL = 'backoffice_notifications';
/** PostgreSQL channel: payload `user:<id>` or `session:<sid>`, whose sockets every instance closes. */
export const SOCKETS_CHANNEL = 'backoffice_sockets';
/** PostgreSQL channel: payload a JSON message every instance sends to all of its signed-in sockets. */
export const BROADCAST_CHANNEL = 'backoffice_broadcast';

const RECONNECT_MIN_MS = 500;
/** The shortest time between two sends of one user's list (see `push`). */
const PUSH_INTERVAL_MS = 250;
const RECONNECT_MAX_MS = 30_000;

interface Connection {
  socket: WebSocket;
  sid: string;
}

/** What a notification says (the user is given separately). */
export interface NotificationContent {
  title: string;
  text?: string;
  url?: string | null;
}

/**
 * Makes a broadcast each signed-in user's own: given the users with sockets on this instance and the
 * message, answers the message each of them gets (a user left out gets none), e.g. only the campaigns
 * they may see.
 */
export type BroadcastTailor = (
  userIds: number[],
  message: Record<string, unknown>,
) => Promise<Map<number, Record<string, unknown>>>;

/**
 * Notifications: creation, read/remove, and the registry of signed-in sockets of this process.
 *
 * Every change ends in `changed(userId)`, which sends the user's fresh list (newest first) to their open
 * sockets. With PGlite (one process) that happens in process. With PostgreSQL, after `listen()`, it is
 * `NOTIFY backoffice_notifications, '<user id>'` instead, and every instance, this one included, sends
 * the list to its own sockets of that user when the message comes back on its LISTEN connection: the
 * originating instance pushes only through that echo, so each socket gets each update once. While the
 * LISTEN connection is down, changes are pushed in process (other instances catch up on reconnect).
 */
export function createNotificationsService(deps: {
  repos: Repositories;
  db: Executor;
  log: FastifyBaseLogger;
}) {
  const { repos, db, log } = deps;
  const connections = new Map<number, Set<Connection>>();
  let listening = false;
  /** Broadcast actions whose message is tailored to each user (see `tailorBroadcast`). */
  const tailors = new Map<string, BroadcastTailor>();

  async function listFor(userId: number, tx?: Executor): Promise<NotificationDto[]> {
    const rows = await repos.notifications.listForUser(userId, tx);
    return rows.map(toNotificationDto);
  }

  function sendToUser(userId: number, payload: string): void {
    for (const { socket } of connections.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  }

  /** Sends the user's current list to each of their open sockets of this process. */
  async function sendList(userId: number): Promise<void> {
    if (!connections.has(userId)) return;
    sendToUser(userId, JSON.stringify(await listFor(userId)));
  }

  /** Users whose list is being sent, and whether it changed again meanwhile. */
  const pushing = new Map<number, { again: boolean }>();

  /**
   * Sends the user's list to their sockets: at once, then at most once per PUSH_INTERVAL_MS, changes in
   * between coalesced into one send of the latest list. Without this, 10,000 `read_all_notifications`
   * from 200 sockets made 10,000 lists sent to each of the 200 (and held every other request up).
   */
  function push(userId: number): void {
    const running = pushing.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: false };
    pushing.set(userId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          await sendList(userId);
          await sleep(PUSH_INTERVAL_MS, undefined, { ref: false });
        } while (state.again);
      } catch (error) {
        log.error({ err: error }, 'notification push failed');
      } finally {
        pushing.delete(userId);
      }
    })();
  }

  async function publish(channel: string, payload: string): Promise<void> {
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  /** The user's notifications changed: their sockets get the fresh list, on every instance. */
  async function changed(userId: number): Promise<void> {
    if (listening) {
      try {
        await publish(NOTIFICATIONS_CHANNEL, String(userId));
        return;
      } catch (error) {
        log.error({ err: error }, 'NOTIFY failed: pushing in process only');
      }
    }
    push(userId);
  }

  /** Sends `payload` to every open signed-in socket of this process. */
  function sendToAll(payload: string): void {
    for (const set of connections.values()) {
      for (const { socket } of set) if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  }

  /**
   * Sends a broadcast to this process's sockets: as it is, or, when its action has a tailor, each user
   * their own message. The tailor runs on the receiving instance, so permissions are those of now.
   */
  function deliver(payload: string): void {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return;
    const fields = message as Record<string, unknown>;
    const tailor = typeof fields.action === 'string' ? tailors.get(fields.action) : undefined;
    if (!tailor) return sendToAll(payload);
    if (connections.size === 0) return;
    tailor([...connections.keys()], fields)
      .then((messages) => {
        for (const [userId, own] of messages) sendToUser(userId, JSON.stringify(own));
      })
      .catch((error: unknown) =>
        log.error({ err: error, action: fields.action }, 'tailored broadcast not sent'),
      );
  }

  function closeLocalSession(sid: string, code: number): void {
    for (const set of connections.values()) {
      for (const { socket, sid: socketSid } of set)
        if (socketSid === sid) socket.close(code, 'Session ended');
    }
  }

  function closeLocalUser(userId: number, code: number): void {
    for (const { socket } of connections.get(userId) ?? []) socket.close(code, 'Session ended');
  }

  /** Closes local sockets at once and, with PostgreSQL, tells the other instances to do the same. */
  function broadcastClose(payload: string): void {
    if (!listening) return;
    publish(SOCKETS_CHANNEL, payload).catch((error: unknown) =>
      log.error({ err: error }, 'NOTIFY of closed sockets failed'),
    );
  }

  function onMessage(message: PgNotification): void {
    const payload = message.payload ?? '';
    if (message.channel === NOTIFICATIONS_CHANNEL) {
      const userId = Number(payload);
      if (!Number.isSafeInteger(userId) || userId <= 0) return;
      push(userId);
    } else if (message.channel === BROADCAST_CHANNEL) {
      deliver(payload);
    } else if (message.channel === SOCKETS_CHANNEL) {
      const [kind, value] = payload.split(':', 2);
      if (kind === 'user' && /^\d+$/.test(value ?? '')) closeLocalUser(Number(value), WS_CLOSE.unauthorized);
      else if (kind === 'session' && value) closeLocalSession(value, WS_CLOSE.unauthorized);
    }
  }

  return {
    listFor,
    push,
    changed,

    /**
     * Stores a notification and sends the updated list to the user's sockets. Inside a transaction
     * (`tx` given) nothing is sent: call `changed(userId)` after the commit.
     */
    async create(input: NewNotification, tx?: Executor): Promise<NotificationDto> {
      const row = await repos.notifications.create(input, tx);
      if (!tx) await changed(input.userId);
      return toNotificationDto(row);
    },

    /**
     * The one call for features: stores the same notification for each user and sends each their
     * updated list. Never throws (a failed notification must not fail the action that caused it).
     */
    async notify(userIds: number | readonly number[], content: NotificationContent): Promise<void> {
      const ids = [...new Set(typeof userIds === 'number' ? [userIds] : userIds)];
      try {
        await repos.notifications.createMany(ids.map((userId) => ({ userId, ...content })));
      } catch (error) {
        log.error({ err: error, title: content.title }, 'notification not stored');
        return;
      }
      for (const userId of ids) await changed(userId);
    },

    /** Marks one (id) or all (null) of the user's notifications read, then sends the updated list. */
    async markRead(userId: number, id: number | null): Promise<void> {
      await repos.notifications.markRead(userId, id);
      await changed(userId);
    },

    /** Removes one (id) or all (null) of the user's notifications, then sends the updated list. */
    async remove(userId: number, id: number | null): Promise<void> {
      await repos.notifications.remove(userId, id);
      await changed(userId);
    },

    /**
     * Sends a message (an object, so the notification list's arrays are never mistaken for it) to every
     * signed-in socket, on every instance. Never throws.
     */
    broadcast(message: Record<string, unknown>): void {
      const payload = JSON.stringify(message);
      if (!listening) return deliver(payload);
      publish(BROADCAST_CHANNEL, payload).catch((error: unknown) => {
        log.error({ err: error }, 'NOTIFY of a broadcast failed: sending in process only');
        deliver(payload);
      });
    },

    /** Broadcasts of `action` reach each user as `tailor` makes them (never as sent). */
    tailorBroadcast(action: string, tailor: BroadcastTailor): void {
      tailors.set(action, tailor);
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

    /** Closes the sockets signed in with session `sid` (logout, revoked session), on every instance. */
    closeSession(sid: string, code: number = WS_CLOSE.unauthorized): void {
      closeLocalSession(sid, code);
      broadcastClose(`session:${sid}`);
    },

    /** Closes every socket of a user (blocked account, password reset), on every instance. */
    closeUser(userId: number, code: number = WS_CLOSE.unauthorized): void {
      closeLocalUser(userId, code);
      broadcastClose(`user:${userId}`);
    },

    /** Number of open signed-in sockets (diagnostics, tests). */
    connectionCount(userId?: number): number {
      if (userId !== undefined) return connections.get(userId)?.size ?? 0;
      let total = 0;
      for (const set of connections.values()) total += set.size;
      return total;
    },

    /** Whether changes go through PostgreSQL's NOTIFY (the LISTEN connection is up). */
    get crossInstance(): boolean {
      return listening;
    },

    /**
     * PostgreSQL only: LISTENs on a dedicated connection (reconnecting with backoff when it drops) so
     * that changes made by any instance reach this instance's sockets. Returns the function that stops.
     */
    async listen(connectionString: string): Promise<() => Promise<void>> {
      let client: Client | null = null;
      let stopped = false;
      let retryTimer: NodeJS.Timeout | null = null;
      let delay = RECONNECT_MIN_MS;
      let everConnected = false;

      const schedule = () => {
        if (stopped || retryTimer) return;
        retryTimer = setTimeout(() => {
          retryTimer = null;
          void connect();
        }, delay);
        retryTimer.unref();
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      };

      const connect = async (): Promise<void> => {
        const candidate = new Client({ connectionString, application_name: 'backoffice-listener' });
        candidate.on('error', (error) => log.warn({ err: error }, 'notifications LISTEN connection error'));
        candidate.on('notification', onMessage);
        candidate.on('end', () => {
          if (client !== candidate) return;
          client = null;
          listening = false;
          if (!stopped) {
            log.warn('notifications LISTEN connection lost: reconnecting');
            schedule();
          }
        });
        try {
          await candidate.connect();
          await candidate.query(`LISTEN ${NOTIFICATIONS_CHANNEL}`);
          await candidate.query(`LISTEN ${SOCKETS_CHANNEL}`);
          await candidate.query(`LISTEN ${BROADCAST_CHANNEL}`);
        } catch (error) {
          log.error(
            { err: error },
            'notifications LISTEN failed: changes are pushed in process until it works',
          );
          await candidate.end().catch(() => undefined);
          schedule();
          return;
        }
        if (stopped) {
          await candidate.end().catch(() => undefined);
          return;
        }
        client = candidate;
        listening = true;
        delay = RECONNECT_MIN_MS;
        if (everConnected) {
          // Messages sent while we were away are lost: refresh every local socket.
          for (const userId of connections.keys()) push(userId);
        }
        everConnected = true;
      };

      await connect();
      return async () => {
        stopped = true;
        listening = false;
        if (retryTimer) clearTimeout(retryTimer);
        const current = client;
        client = null;
        await current?.end().catch(() => undefined);
      };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
