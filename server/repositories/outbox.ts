import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outbox, type MailAttachment, type OutboxMessage } from '../db/schema';
import { normalizeEmail } from './users';

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** The record of mails sent (see services/mail.ts). */
export function createOutboxRepository(db: Executor) {
  return {
    async create(input: NewOutboxMessage, tx: Executor = db): Promise<OutboxMessage> {
      const [row] = await tx
        .insert(outbox)
        .values({ ...input, to: normalizeEmail(input.to) })
        .returning();
      return row;
    },

    /** Newest first; only those to `to` when given. */
    async list(options: { to?: string; limit: number }, tx: Executor = db): Promise<OutboxMessage[]> {
      const query = tx.select().from(outbox);
      const filtered =
        options.to === undefined ? query : query.where(eq(outbox.to, normalizeEmail(options.to)));
      return filtered.orderBy(desc(outbox.created), desc(outbox.id)).limit(options.limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
