import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** The statements that end an account (POST /jobseeker/account/delete), moved from the route as written (decision 0087). */

/** The keys of every stored file of the user's. */
export async function fileKeysOf(tx: Database, userId: number): Promise<string[]> {
  const files = rowsOf<{ storage_key: string }>(await tx.execute(sql`select storage_key from files where user_id = ${userId}`));
  return files.map((row) => row.storage_key);
}

/** Counting rows that only remember the account's id (job tracking) lose it. */
export async function forgetTrackingEvents(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`update job_tracking_events set user_id = null, actor = 'deleted:' || id::text where user_id = ${userId}`);
}

/** Mail and text messages waiting to go to these addresses leave the outbox. */
export async function dropOutboxTo(tx: Database, recipients: string[]): Promise<void> {
  if (recipients.length > 0) await tx.execute(sql`delete from outbox_messages where recipient in ${recipients}`);
}

/** The user row goes, and with it every row whose foreign key cascades. */
export async function deleteUserRow(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`delete from users where id = ${userId}`);
}
