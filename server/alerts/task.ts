import type { TaskHandler } from '../jobs/runner';
import type { Schedule } from '../jobs/schedules';
import type { PlatformServices } from '../platform-services';
import { digestTaskKind, runDigests } from './digest';

/**
 * The digest run for the background runner (server/jobs): every 5 minutes one task, queued once
 * across processes; it mails every alert whose due time has come. Needs the mailer, so main.ts
 * builds it with the process's services, like the interview reminders.
 */
export const alertSchedules: readonly Schedule[] = [{ name: 'job-alerts-digest', kind: digestTaskKind, intervalSeconds: 300 }];

export function alertTaskHandlers(services: Pick<PlatformServices, 'mailer' | 'webOrigin'>): Record<string, TaskHandler> {
  return {
    [digestTaskKind]: async (task, { db, logger, now }) => {
      const outcome = await runDigests({ db, logger, mailer: services.mailer, webOrigin: services.webOrigin, now });
      if (outcome.claimed > 0) logger.info({ task: task.id, ...outcome }, 'job alert digests');
    },
  };
}
