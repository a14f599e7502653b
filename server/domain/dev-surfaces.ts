import type { z } from 'zod';
import type { devMailboxSchema } from '@/lib/schemas/auth';
import type { Database } from '../db/client';
import { newestOutboxMessages, trackingEventsOfQuery } from '../db/queries/dev-surfaces';

type Mailbox = z.infer<typeof devMailboxSchema>;

/**
 * What the development-only /dev routes answer (server/http/dev-only.ts keeps them local):
 * the outbox as a mailbox, and one search's stored tracking.
 */

/** The newest messages, codes and links included (that is the mailbox's purpose); `to` as it was typed. */
export async function devMailbox(db: Database, ask: { to?: string; limit: number }): Promise<Mailbox> {
  const { to } = ask;
  const recipient = to?.includes('@') ? to.toLowerCase() : to?.replace(/[\s-]/g, '');
  const rows = await newestOutboxMessages(db, recipient, ask.limit);
  return {
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
}

export async function devTrackingEvents(db: Database, queryId: string) {
  const rows = await trackingEventsOfQuery(db, queryId);
  return rows.map((row) => ({
    kind: row.kind,
    job_id: row.jobId,
    query_id: row.queryId,
    index: row.position,
    page_num: row.pageNum,
    scene: row.scene,
    page: row.page,
    sub_page: row.subPage,
    device: row.device,
    user_id: row.userId,
    device_uuid: row.deviceUuid,
    client_at: row.clientAt.toISOString(),
  }));
}
