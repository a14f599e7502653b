import type { Database } from '../db/client';
import { deleteChatsPastHistory } from '../db/queries/chats';

/**
 * Chat history is kept 30 or 90 days after the last message (platform spec §4, §9; the seeker's
 * chat setting, 90 by default). Older conversations are deleted with their messages; a chat that
 * never had a message counts from its creation. Returns how many chats went.
 */
export async function deleteExpiredChats(db: Database, now: Date): Promise<number> {
  return deleteChatsPastHistory(db, now);
}
