import type { TaskHandler } from '../jobs/runner';
import type { Schedule } from '../jobs/schedules';
import type { PlatformServices } from '../platform-services';
import { awayMailTaskKind, runAwayMail } from './away-mail';

/**
 * The away mail for the background runner (server/jobs): every minute one task, queued once
 * across processes; it mails what waited unread past the delay (./away-mail.ts).
 */
export const awayMailSchedules: readonly Schedule[] = [{ name: 'notifications-away-mail', kind: awayMailTaskKind, intervalSeconds: 60 }];

export function awayMailTaskHandlers(services: Pick<PlatformServices, 'mailer' | 'webOrigin'>): Record<string, TaskHandler> {
  return {
    [awayMailTaskKind]: async (task, { db, logger, now }) => {
      const outcome = await runAwayMail({ db, logger, mailer: services.mailer, webOrigin: services.webOrigin, now });
      if (outcome.chats + outcome.applications > 0) logger.info({ task: task.id, ...outcome }, 'away mail');
    },
  };
}
