import type { Country } from '@/lib/countries';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { insertExternalJobClick } from '../db/queries/jobs';
import { AppError } from '../http/app-error';
import { assertSeekerNotBanned } from '../interviews/seeker-ban';
import { loadOpenJob } from './my-jobs';

const devicePattern = /^[\w.:-]{1,100}$/;

/**
 * A click on an open job's external link: counted with the seeker when signed in, else the
 * device, and the link answered. A job with no external link is 404: there is nothing to click.
 */
export async function clickExternalJob(
  db: Database,
  click: { jobId: number; country: Country; session: ResolvedSession | null; deviceUuid: string | undefined; now: Date },
) {
  const { session, now } = click;
  const userId = session?.kind === 'user' ? session.userId : null;
  if (userId !== null && session?.role === 'jobseeker') await assertSeekerNotBanned(db, userId, 'apply_to_job', now);
  const job = await loadOpenJob(db, click.jobId, click.country, now, session);
  if (!job.externalUrl) throw AppError.notFound('External link');
  const uuid = click.deviceUuid;
  await insertExternalJobClick(db, { jobId: job.id, userId, deviceUuid: uuid && devicePattern.test(uuid) ? uuid : null, now });
  return { job_id: job.id, external_url: job.externalUrl };
}
