import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Static } from '@fastify/type-provider-typebox';
import type { NotificationKind } from '../../contract/notifications';
import type { NotificationSchema } from '../../contract/schemas/notifications';
import { notifications, type Notification } from '../db/schema';

export interface NewNotification {
  userId: number;
  title: string;
  text?: string;
  url?: string | null;
  /** What it is about; `info` when not given (contract/notifications: which kinds are alerts). */
  kind?: NotificationKind;
}

/** Wire form of a notification (websocket). */
export type NotificationDto = Static<typeof NotificationSchema>;

export const toNotificationDto = (row: Notification): NotificationDto => ({
  id: row.id,
  title: row.title,
  text: row.text,
  created: row.created.toISOString(),
  url: row.url,
  kind: row.kind,
  has_been_read: row.hasBeenRead,
});

export function createNotificationsRepository(db: Executor) {
  return {
    /** The user's notifications, newest first. */
    async listForUser(userId: number, tx: Executor = db): Promise<Notification[]> {
      return tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.created), desc(notifications.id));
    },

    /** Marks one (id given) or all of the user's notifications read; returns how many changed. */
    async markRead(userId: number, id: number | null, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ hasBeenRead: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.hasBeenRead, false),
            id === null ? undefined : eq(notifications.id, id),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Deletes one (id given) or all of the user's notifications; returns how many were removed. */
    async remove(userId: number, id: number | null, tx: Executor = db): Promise<number> {
      const rows = await tx
        .delete(notifications)
        .where(and(eq(notifications.userId, userId), id === null ? undefined : eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Of `markers`, those found in the link of a notification of `kind` sent to anyone (one query). */
    async markersSent(
      kind: NotificationKind,
      markers: readonly string[],
      tx: Executor = db,
    ): Promise<Set<string>> {
      if (markers.length === 0) return new Set();
      const result = await tx.execute<{ marker: string }>(
        sql`select m.marker from jsonb_array_elements_text(${JSON.stringify(markers)}::jsonb) as m(marker)
          where exists (select 1 from ${notifications} n
            where n.kind = ${kind} and position(m.marker in n.url) > 0)`,
      );
      return new Set(
        (result as unknown as { rows: Array<{ marker: string }> }).rows.map((row) => row.marker),
      );
    },

    async createMany(inputs: NewNotification[], tx: Executor = db): Promise<Notification[]> {
      if (inputs.length === 0) return [];
      return tx
        .insert(notifications)
        .values(
          inputs.map((input) => ({
            userId: input.userId,
            title: input.title,
            text: input.text ?? '',
            url: input.url ?? null,
            kind: input.kind ?? 'info',
          })),
        )
        .returning();
    },

    async create(input: NewNotification, tx: Executor = db): Promise<Notification> {
      const [row] = await tx
        .insert(notifications)
        .values({
          userId: input.userId,
          title: input.title,
          text: input.text ?? '',
          url: input.url ?? null,
          kind: input.kind ?? 'info',
        })
        .returning();
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
