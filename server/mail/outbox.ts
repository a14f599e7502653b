import type { Database } from '../db/client';
import { insertOutboxMessage } from '../db/queries/mail-outbox';
import type { Logger } from '../logger';
import type { Mailer, OutgoingMessage, SmsSender } from './mailer';
import { maskRecipient } from './mask';
import { renderMessage } from './templates';

/** Stores a rendered message; the SMTP mailer records what it hands over the same way. */
export async function recordMessage(
  db: Database,
  message: OutgoingMessage,
  transport: 'outbox' | 'smtp',
  now: Date = new Date(),
): Promise<{ id: number; subject: string | null; text: string; html: string | null }> {
  const rendered = message.rendered ?? renderMessage(message);
  const id = await insertOutboxMessage(db, {
    channel: message.channel,
    recipient: message.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    template: message.template,
    languageSlug: message.languageSlug,
    transport,
    headers: message.headers ?? null,
    sentAt: transport === 'outbox' ? now : null,
    createdAt: now,
  });
  if (id === undefined) throw new Error('outbox insert returned no row');
  return { id, ...rendered };
}

/**
 * Without SMTP: every message goes to the outbox table (the development mailbox reads it) and
 * to the log. The log line names the template and a masked recipient, never the body, since it
 * holds codes and links.
 */
export function outboxMailer(db: Database, logger: Logger): Mailer & SmsSender {
  return {
    async send(message) {
      const { id } = await recordMessage(db, message, 'outbox');
      logger.info(
        { outboxId: id, channel: message.channel, template: message.template, to: maskRecipient(message.to) },
        'message stored in the outbox',
      );
    },
  };
}

/** The default SMS provider: the outbox, channel 'sms'. */
export function outboxSmsSender(db: Database, logger: Logger): SmsSender {
  const outbox = outboxMailer(db, logger);
  return { send: (message) => outbox.send({ ...message, channel: 'sms' }) };
}
