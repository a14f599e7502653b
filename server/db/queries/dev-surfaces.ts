import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { jobTrackingEvents, outboxMessages } from '../schema';

/** What the development-only /dev routes read back (decision 0087 moved them from the routes). */

/** The newest outbox messages, to one recipient as stored or to anyone. */
export function newestOutboxMessages(db: Database, recipient: string | undefined, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(and(recipient ? eq(outboxMessages.recipient, recipient) : undefined))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/** One search's stored clicks and exposures in the order they came, at most 500. */
export function trackingEventsOfQuery(db: Database, queryId: string) {
  return db.select().from(jobTrackingEvents).where(eq(jobTrackingEvents.queryId, queryId)).orderBy(asc(jobTrackingEvents.id)).limit(500);
}
