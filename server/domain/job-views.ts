import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { countJobViews, insertJobView } from '../db/queries/job-views';
import { jobOnSite } from '../db/queries/jobs';
import { perAddressDailyCap } from '../events/client-key';
import { AppError } from '../http/app-error';
import { assertJobReachable } from './job-visibility';

/**
 * Records a view of a job of this site (docs/decisions/0064): once per job and UTC day for each
 * device, and for an address that names no device; at most `perAddressDailyCap` a day from one
 * address; a view from neither a device nor a known address is not counted.
 */
export async function recordJobView(
  db: Database,
  view: { jobId: number; countryKey: string; session: ResolvedSession | null; device: string; deviceUuid: string | null; clientKey: string | null; now: Date },
) {
  const { jobId, deviceUuid, clientKey } = view;
  if (!(await jobOnSite(db, jobId, view.countryKey))) throw AppError.notFound('Job');
  await assertJobReachable(db, jobId, view.session);
  const day = view.now.toISOString().slice(0, 10);
  const counted =
    deviceUuid === null && clientKey === null
      ? false
      : await insertJobView(db, { jobId, deviceUuid, device: view.device, day, clientKey, cap: perAddressDailyCap });
  return { job_id: jobId, counted, views: await countJobViews(db, jobId) };
}
