import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { outboxMessages } from '../schema';

/**
 * The outbox (`outbox_messages`): every message the platform sends, stored, and the SMTP
 * mailer's outcome of each; moved from server/mail (issue 34).
 */

/** Stores a message; answers its id. */
export async function insertOutboxMessage(db: Database, message: typeof outboxMessages.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row?.id;
}

/** Records why the transport refused the message. */
export async function setOutboxError(db: Database, id: number, error: string): Promise<void> {
  await db.update(outboxMessages).set({ error }).where(eq(outboxMessages.id, id));
}

/** Records when the transport took the message. */
export async function setOutboxSentAt(db: Database, id: number, sentAt: Date): Promise<void> {
  await db.update(outboxMessages).set({ sentAt }).where(eq(outboxMessages.id, id));
}
