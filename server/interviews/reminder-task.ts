import type { ChatHub } from '../chat/hub';
import type { TaskHandler } from '../jobs/runner';
import type { PlatformServices } from '../platform-services';
import { interviewReminderKind, type ReminderPayload, runInterviewReminder } from './interview-reminders';

/**
 * The interview reminder task for the background runner (server/jobs): the rows are queued by
 * scheduleReminders; the handler needs the chat hub (live messages) and the mailer, which only
 * the process that runs it has, so main.ts builds it with them.
 */
export function interviewTaskHandlers(hub: ChatHub, services: Pick<PlatformServices, 'mailer' | 'webOrigin'>): Record<string, TaskHandler> {
  return {
    [interviewReminderKind]: async (task, { db, logger, now }) => {
      const outcome = await runInterviewReminder({ db, hub, logger, now, services }, task.payload as unknown as ReminderPayload);
      logger.info({ task: task.id, interviewId: task.payload.interview_id, outcome }, 'interview reminder');
    },
  };
}
