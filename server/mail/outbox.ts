import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { renderMessage } from './templates';

/**
 * Without SMTP: every message goes to the outbox table (the development mailbox reads it) and
 * to the log. The log line names the template and recipient, never the message body, since
 * it holds codes and links.
 */
export function outboxMailer(db: Database, logger: Logger): Mailer {
  return {
    async send(message) {
      const rendered = renderMessage(message);
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        template: message.template,
        languageSlug: message.languageSlug,
        transport: 'outbox',
      });
      logger.info({ channel: message.channel, template: message.template }, 'message stored in the outbox');
    },
  };
}
