import { deleteExpiredChats } from '../domain/chat-expiry';
import type { TaskHandler } from './runner';
import type { Schedule } from './schedules';

/**
 * Every kind of background task and every schedule. Other features add theirs here (alert
 * digests, interview reminders, resume parsing); handlers must be safe to run again, because a
 * task whose runner died mid-way is handed out again.
 */
export const taskHandlers: Record<string, TaskHandler> = {
  'chat.history-expiry': async (_task, { db, logger, now }) => {
    const deleted = await deleteExpiredChats(db, now);
    if (deleted > 0) logger.info({ deleted }, 'expired chats deleted');
  },
};

export const schedules: readonly Schedule[] = [{ name: 'chat-history-expiry', kind: 'chat.history-expiry', intervalSeconds: 3600 }];
