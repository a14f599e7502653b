import type { SavedJob, savedJobListQuerySchema, saveJobBodySchema } from '@/lib/schemas/applications';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { countSavedJobs, deleteSavedJob, findOwnSaved, insertSavedJob, listSavedJobs } from '../db/queries/saved-jobs';
import { AppError } from '../http/app-error';
import { loadJobCards } from '../search/job-cards';
import { loadJobTarget, loadMyJobCards, loadOpenJob, pageInfo, type SeekerRequest } from './my-jobs';

/**
 * Saved jobs (core spec §7; platform spec §2 My jobs), named by the job's id: a seeker saves a job
 * once (docs/decisions/0016). Saving is idempotent; only the owner sees a saved job.
 */

/** Saves an open job; saving a saved job again (a retry, a second tab) answers the existing save. */
export async function saveJob(db: Database, request: SeekerRequest, body: z.output<typeof saveJobBodySchema>, deviceHeader: string | null) {
  const { userId } = request;
  const job = await loadOpenJob(db, body.job_id, request.country, request.now, request.session);
  const deviceUuid = body.device_uuid || deviceHeader || null;
  const inserted = await insertSavedJob(db, {
    userId,
    jobId: job.id,
    deviceUuid: deviceUuid && /^[\w.:-]{1,100}$/.test(deviceUuid) ? deviceUuid : null,
    deviceUdid: body.device_udid || null,
    clientTimestamp: body.timestamp ?? null,
    now: request.now,
  });
  const row = inserted ?? (await findOwnSaved(db, userId, job.id, request.country.key));
  if (!row) throw AppError.notFound('Job');
  // The job was just found open: its card needs no second look at its status.
  const [card] = await loadJobCards(db, [job.id], request.language);
  if (!card) throw AppError.notFound('Job');
  const saved: SavedJob = { id: Number(row.id), job_id: job.id, created_at: new Date(row.created_at).toISOString(), job: { ...card, status: job.status } };
  return { ...saved, created: inserted !== undefined };
}

export async function unsaveJob(db: Database, request: Pick<SeekerRequest, 'userId' | 'country'>, jobId: number) {
  if (!(await deleteSavedJob(db, request.userId, jobId, request.country.key))) throw AppError.notFound('Saved job');
  return { job_id: jobId, is_saved: false, saved_job_id: null };
}

/** The seeker's saved jobs on this country's site, a page at a time, each with its card. */
export async function savedJobs(db: Database, request: SeekerRequest, query: z.output<typeof savedJobListQuerySchema>) {
  const filter = { userId: request.userId, countryKey: request.country.key, jobIds: query.job_ids };
  const { offset, ...page } = pageInfo(await countSavedJobs(db, filter), query.page, query.size);
  const rows = await listSavedJobs(db, filter, { sort: query.sort, size: query.size, offset });
  const cards = await loadMyJobCards(
    db,
    rows.map((row) => Number(row.job_id)),
    request.language,
    request.now,
  );
  const saved: SavedJob[] = rows.flatMap((row) => {
    const job = cards.get(Number(row.job_id));
    return job ? [{ id: Number(row.id), job_id: job.id, created_at: new Date(row.created_at).toISOString(), job }] : [];
  });
  return { saved_jobs: saved, ...page, sort: query.sort };
}

export async function savedJob(db: Database, request: SeekerRequest, jobId: number) {
  const row = await findOwnSaved(db, request.userId, jobId, request.country.key);
  if (!row) throw AppError.notFound('Saved job');
  const card = (await loadMyJobCards(db, [Number(row.job_id)], request.language, request.now)).get(Number(row.job_id));
  if (!card) throw AppError.notFound('Saved job');
  return { id: Number(row.id), job_id: card.id, created_at: new Date(row.created_at).toISOString(), job: card };
}

/** Whether the seeker saved this job of the country's site (an unknown job is a 404). */
export async function isSaved(db: Database, request: SeekerRequest, jobId: number) {
  if (!(await loadJobTarget(db, jobId, request.country, request.now))) throw AppError.notFound('Job');
  const row = await findOwnSaved(db, request.userId, jobId, request.country.key);
  return { job_id: jobId, is_saved: row !== undefined, saved_job_id: row ? Number(row.id) : null };
}
