import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import { devMailboxQuerySchema, type devMailboxSchema } from '@/lib/schemas/auth';
import { outboxMessages } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { devOnly } from '../../http/dev-only';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

type Mailbox = z.infer<typeof devMailboxSchema>;

/**
 * Development only: GET /dev/mailbox?to=&limit= answers the newest outbox messages (codes and
 * links included: that is its purpose) for the web's development mailbox page. Every /dev path
 * is behind `devOnly` (server/http/dev-only.ts): a 404 outside a local run, and to anyone but a
 * loopback caller that no proxy forwarded.
 */
export function devRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .use('*', devOnly(services.devSurfaces))
    .get('/mailbox', validate('query', devMailboxQuerySchema, 'query'), async (c) => {
      const { to, limit } = c.get('query');
      const recipient = to?.includes('@') ? to.toLowerCase() : to?.replace(/[\s-]/g, '');
      const rows = await c
        .get('db')
        .select()
        .from(outboxMessages)
        .where(and(recipient ? eq(outboxMessages.recipient, recipient) : undefined))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
      const mailbox: Mailbox = {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel === 'sms' ? 'sms' : 'email',
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          template: row.template,
          language: row.languageSlug,
          transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
          created_at: row.createdAt.toISOString(),
        })),
      };
      return ok(c, mailbox);
    });
}
