import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { setOutboxError, setOutboxSentAt } from '../db/queries/mail-outbox';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { maskRecipient } from './mask';
import { recordMessage } from './outbox';
import { renderMessage, withoutSecrets } from './templates';

export interface SmtpMailerOptions {
  db: Database;
  logger: Logger;
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's URL form). */
  url: string;
  /** The From header: 'Hireloop <no-reply@example.com>'. */
  from: string;
}

/**
 * Mail over SMTP with nodemailer. Each message is also recorded in outbox_messages (transport
 * 'smtp') with its sending time or error, for support and auditing; that copy has its code and
 * link blanked, because only the recipient should ever hold them (codes are stored hashed).
 * A refused message is an error for the caller: a user waiting for a code must not be told
 * it was sent.
 */
export function smtpMailer({ db, logger, url, from }: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP mailer sends email only');
      const rendered = message.rendered ?? renderMessage(message);
      const record = await recordMessage(db, withoutSecrets(message), 'smtp');
      const to = maskRecipient(message.to);
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: rendered.subject ?? undefined,
          text: rendered.text,
          html: rendered.html ?? undefined,
          headers: message.headers,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await setOutboxError(db, record.id, reason.slice(0, 500));
        logger.error({ outboxId: record.id, template: message.template, to, reason }, 'SMTP refused a message');
        throw error;
      }
      await setOutboxSentAt(db, record.id, new Date());
      logger.info({ outboxId: record.id, template: message.template, to }, 'message sent over SMTP');
    },
    close() {
      transport.close();
    },
  };
}
