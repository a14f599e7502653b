import type { TaskHandler } from '../jobs/runner';
import type { Schedule } from '../jobs/schedules';
import type { PlatformServices } from '../platform-services';
import { tellFollowers } from '../domain/company-follows';
import { digestTaskKind, runDigests } from './digest';

/** Followed companies' new jobs told as notifications (issue 35 item 4, server/domain/company-follows.ts). */
export const followedJobsTaskKind = 'company-follows.new-jobs';

/**
 * The digest run for the background runner (server/jobs): every 5 minutes one task, queued once
 * across processes; it mails every alert whose due time has come. Needs the mailer, so main.ts
 * builds it with the process's services, like the interview reminders.
 */
export const alertSchedules: readonly Schedule[] = [
  { name: 'job-alerts-digest', kind: digestTaskKind, intervalSeconds: 300 },
  { name: 'company-follows-new-jobs', kind: followedJobsTaskKind, intervalSeconds: 120 },
];

export function alertTaskHandlers(services: Pick<PlatformServices, 'mailer' | 'webOrigin'>): Record<string, TaskHandler> {
  return {
    [digestTaskKind]: async (task, { db, logger, now }) => {
      const outcome = await runDigests({ db, logger, mailer: services.mailer, webOrigin: services.webOrigin, now });
      if (outcome.claimed > 0) logger.info({ task: task.id, ...outcome }, 'job alert digests');
    },
    [followedJobsTaskKind]: async (task, { db, logger, now }) => {
      const told = await tellFollowers(db, now);
      if (told.length > 0) logger.info({ task: task.id, told: told.length }, 'followed companies’ new jobs told');
    },
  };
}
