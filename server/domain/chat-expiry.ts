import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';

/**
 * Chat history is kept 30 or 90 days after the last message (platform spec §4, §9; the seeker's
 * chat setting, 90 by default). Older conversations are deleted with their messages; a chat that
 * never had a message counts from its creation. Returns how many chats went.
 */
export async function deleteExpiredChats(db: Database, now: Date): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from chats c
      where coalesce(c.last_message_at, c.created_at) < ${now.toISOString()}::timestamptz - make_interval(days =>
        coalesce((select s.history_days from chat_settings s where s.user_id = c.jobseeker_id), 90))
      returning c.id`),
  );
  return rows.length;
}
