import type { Language } from '@/lib/languages';
import {
  type AppliedJob,
  type ApplyResult,
  type applicationBodySchema,
  type appliedJobListQuerySchema,
  checkScreeningAnswers,
} from '@/lib/schemas/applications';
import type { z } from 'zod';
import type { Database } from '../db/client';
import {
  type ApplicationRow,
  countSeekerApplications,
  findOwnApplication,
  insertApplication,
  listSeekerApplications,
  withdrawApplicationRow,
} from '../db/queries/applications';
import { jobCategoryLabels } from '../db/queries/jobs';
import { findApplicableResume } from '../db/queries/resumes';
import type { Labels } from '../db/schema';
import { AppError } from '../http/app-error';
import { assertSeekerNotBanned } from '../interviews/seeker-ban';
import { loadProgress, recordApplicationEvent } from './application-progress';
import { canWithdraw } from './applications';
import { labelIn } from './labels';
import { type JobTarget, loadJobTarget, loadMyJobCards, loadOpenJob, pageInfo, type SeekerRequest, toApplication } from './my-jobs';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * A seeker's own applications (core spec §3, §7; platform spec §4): applying, the list, one
 * application and withdrawing. Another seeker's application is a 404.
 */

/**
 * The resume to attach: the one named (it must be the seeker's: uploaded, or generated from the
 * profile, issue 35 item 3), else their latest upload, else none.
 */
async function resumeFor(db: Database, userId: number, resumeId: number | undefined): Promise<number | null> {
  const found = await findApplicableResume(db, userId, resumeId);
  if (resumeId !== undefined && found === undefined) throw AppError.validation({ resume_id: ['Choose one of your resumes'] });
  return found ?? null;
}

/** The job's main and sub-function and its company's industry, named in the request's language (one round trip). */
async function categoriesOf(db: Database, job: JobTarget, language: Language) {
  const row = await jobCategoryLabels(db, job);
  const named = (id: number, labels: Labels | null | undefined) => (labels ? [{ id, value: labelIn(labels, language) }] : []);
  return {
    job_categories: [...named(job.mainFunctionId, row?.main), ...named(job.jobFunctionId, row?.sub)],
    company_industry: { id: job.companyIndustryId, value: row?.industry ? labelIn(row.industry, language) : '' },
  };
}

export async function applyToJob(
  db: Database,
  request: SeekerRequest,
  jobId: number,
  body: z.output<typeof applicationBodySchema>,
): Promise<ApplyResult> {
  const { userId, now } = request;
  await assertSeekerNotBanned(db, userId, 'apply_to_job', now);
  const job = await loadOpenJob(db, jobId, request.country, now, request.session);
  // An external job is applied to on the employer's site (POST /job/{id}/click-external-job).
  if (job.externalUrl) throw new AppError(apiCode.validationFailed, { data: { errors: { id: ['This job is applied to on the employer’s site'] } } });
  const checked = checkScreeningAnswers(job.questions, body.screening_answers);
  if (Object.keys(checked.errors).length > 0) throw AppError.validation(checked.errors);
  const resumeId = await resumeFor(db, userId, body.resume_id);
  const row = await insertApplication(db, {
    userId,
    jobId: job.id,
    source: body.source,
    firstMessage: body.first_message ?? null,
    screeningAnswers: checked.answers,
    resumeFileId: resumeId,
    now,
  });
  if (!row) throw new AppError(apiCode.alreadyApplied);
  await recordApplicationEvent(db, Number(row.id), 'pending', now);
  return { ...toApplication(row), ...(await categoriesOf(db, job, request.language)) };
}

/** The seeker's applications on this country's site, a page at a time, each with its job card and progress. */
export async function appliedJobs(db: Database, request: SeekerRequest, query: z.output<typeof appliedJobListQuerySchema>) {
  const filter = { userId: request.userId, countryKey: request.country.key, tab: query.tab, status: query.status, jobIds: query.job_ids };
  const paging = pageInfo(await countSeekerApplications(db, filter), query.page, query.size);
  const rows = await listSeekerApplications(db, filter, { sort: query.sort, size: query.size, offset: paging.offset });
  const [cards, progress] = await Promise.all([
    loadMyJobCards(
      db,
      rows.map((row) => Number(row.job_id)),
      request.language,
      request.now,
    ),
    loadProgress(db, rows),
  ]);
  const applications: AppliedJob[] = rows.flatMap((row) => {
    const job = cards.get(Number(row.job_id));
    const where = progress.get(Number(row.id));
    return job && where ? [{ ...toApplication(row), job, ...where }] : [];
  });
  const { offset: _offset, ...page } = paging;
  return { applications, ...page, sort: query.sort };
}

/** The seeker's own application on this country's site; anyone else's is a 404, never the data. */
async function ownApplication(db: Database, id: number, userId: number, countryKey: string): Promise<ApplicationRow> {
  const row = await findOwnApplication(db, id, userId, countryKey);
  if (!row) throw AppError.notFound('Application');
  return row;
}

export async function appliedJob(db: Database, request: SeekerRequest, id: number) {
  const row = await ownApplication(db, id, request.userId, request.country.key);
  const job = await loadJobTarget(db, Number(row.job_id), request.country, request.now);
  const card = (await loadMyJobCards(db, [Number(row.job_id)], request.language, request.now)).get(Number(row.job_id));
  const where = (await loadProgress(db, [row])).get(Number(row.id));
  if (!job || !card || !where) throw AppError.notFound('Application');
  return { ...toApplication(row), job: card, ...where, screening_questions: job.questions };
}

/** Withdraws the seeker's application while its outcome is open (41503 otherwise). */
export async function withdrawApplication(db: Database, request: Pick<SeekerRequest, 'userId' | 'country' | 'now'>, id: number) {
  const current = await ownApplication(db, id, request.userId, request.country.key);
  if (!canWithdraw(current.status)) throw new AppError(apiCode.withdrawClosed, { data: { status: current.status } });
  // The state is checked again in the update: a concurrent change wins over a stale read.
  const row = await withdrawApplicationRow(db, id, current.status, request.now);
  if (!row) throw new AppError(apiCode.withdrawClosed);
  await recordApplicationEvent(db, id, 'cancelled', request.now);
  return toApplication(row);
}
