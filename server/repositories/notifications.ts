import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { notifications, type Notification } from '../db/schema';

export interface NewNotification {
  userId: number;
  title: string;
  text?: string;
  url?: string | null;
}

/** Wire form of a notification (websocket). */
export interface NotificationDto {
  id: number;
  title: string;
  text: string;
  created: string;
  url: string | null;
  has_been_read: boolean;
}

export const toNotificationDto = (row: Notification): NotificationDto => ({
  id: row.id,
  title: row.title,
  text: row.text,
  created: row.created.toISOString(),
  url: row.url,
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

    async create(input: NewNotification, tx: Executor = db): Promise<Notification> {
      const [row] = await tx
        .insert(notifications)
        .values({ userId: input.userId, title: input.title, text: input.text ?? '', url: input.url ?? null })
        .returning();
      return row;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
