import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { MailAttachment } from '../db/schema';
import type { Repositories } from '../repositories';

export type { MailAttachment };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Text files sent with the mail (a report as CSV). */
  attachments?: readonly MailAttachment[];
}

export interface SendOptions {
  /** The link the mail carries: logged at info level when there is no SMTP server (the demo's way to it). */
  link?: string;
  /**
   * Secrets in the text (a token). When the mail went out by SMTP they are replaced by `[redacted]` in the
   * stored copy, so the outbox does not hold working links (unless DEV_OUTBOX_API asks for them).
   */
  secrets?: readonly string[];
}

export const REDACTED = '[redacted]';

/**
 * Mail. With SMTP_URL, sent through nodemailer from MAIL_FROM. Every mail is also written to the `outbox`
 * table (id, to, subject, text, attachments, created): without SMTP_URL that record, and the link in the log, is the
 * only delivery, so a demo works without a mail server.
 */
export function createMailService(deps: { config: Config; repos: Repositories; log: FastifyBaseLogger }) {
  const { config, repos, log } = deps;
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  return {
    /** True when mails leave by SMTP. */
    get delivers(): boolean {
      return transport !== null;
    },

    /** Sends (or, without SMTP, only records) a plain-text mail. Throws when the SMTP server refuses it. */
    async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
      let stored = message.text;
      const attachments = [...(message.attachments ?? [])];
      if (transport) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments,
        });
        if (!config.devOutboxApi) {
          for (const secret of options.secrets ?? [])
            if (secret) stored = stored.split(secret).join(REDACTED);
        }
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      } else {
        log.info(
          { to: message.to, subject: message.subject, link: options.link },
          'mail not sent (no SMTP_URL): kept in the outbox',
        );
      }
      await repos.outbox.create({ to: message.to, subject: message.subject, text: stored, attachments });
    },

    close(): void {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
