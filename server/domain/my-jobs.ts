import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { Application, MyJobCard } from '@/lib/schemas/applications';
import type { Database } from '../db/client';
import type { ApplicationRow } from '../db/queries/applications';
import { findJobTarget, jobStates } from '../db/queries/jobs';
import type { ScreeningQuestion } from '../db/schema';
import { canWithdraw } from './applications';
import { visibleJobStatus } from './job-status';
import type { ResolvedSession } from '../auth/sessions';
import { AppError } from '../http/app-error';
import { mayReachJob } from './job-visibility';
import { loadJobCards } from '../search/job-cards';
import * as apiCode from '@/lib/schemas/api-codes';

/** Who asks, as the My Jobs domain functions take it: the signed-in seeker on one country's site. */
export interface SeekerRequest {
  userId: number;
  country: Country;
  language: Language;
  now: Date;
  session: ResolvedSession | null;
}

/** What applying to or saving a job needs to know about it. */
export interface JobTarget {
  id: number;
  status: ReturnType<typeof visibleJobStatus>;
  companyIndustryId: number;
  mainFunctionId: number;
  jobFunctionId: number;
  questions: ScreeningQuestion[];
  externalUrl: string | null;
  /** For seekers with a verified identity only (docs/decisions/0044). */
  verifiedOnly: boolean;
}

/**
 * The job as the seeker's site knows it: another country's job, a deleted one or an unknown id
 * is null (404), as on the job page; closed and on-hold jobs are returned with their status.
 */
export async function loadJobTarget(db: Database, jobId: number, country: Country, now: Date): Promise<JobTarget | null> {
  const row = await findJobTarget(db, jobId, country.key);
  if (!row) return null;
  return {
    id: Number(row.id),
    status: visibleJobStatus(row.status, new Date(row.expires_at), now),
    companyIndustryId: Number(row.industry_id),
    mainFunctionId: Number(row.main_function_id),
    jobFunctionId: Number(row.job_function_id),
    questions: row.screening_questions ?? [],
    externalUrl: row.external_url,
    verifiedOnly: row.verified_only === true,
  };
}

/** The job, which must still take applications and saves: closed, on hold or expired is 41502; one for verified seekers only is 404 to others. */
export async function loadOpenJob(db: Database, jobId: number, country: Country, now: Date, session: ResolvedSession | null): Promise<JobTarget> {
  const job = await loadJobTarget(db, jobId, country, now);
  // A job for verified seekers does not exist for anyone else, as on the job page.
  if (!job || !(await mayReachJob(db, job.verifiedOnly, session))) throw AppError.notFound('Job');
  if (job.status !== 'active') throw new AppError(apiCode.jobClosed, { data: { job_status: job.status } });
  return job;
}

/** Job cards with each job's visible status, in the order of `ids`. */
export async function loadMyJobCards(db: Database, ids: number[], language: Language, now: Date): Promise<Map<number, MyJobCard>> {
  if (ids.length === 0) return new Map();
  const [cards, states] = await Promise.all([
    loadJobCards(db, ids, language),
    jobStates(db, ids),
  ]);
  const statusOf = new Map(
    states.map((row) => [
      Number(row.id),
      visibleJobStatus(row.status, new Date(row.expires_at), now),
    ]),
  );
  return new Map(cards.map((card) => [card.id, { ...card, status: statusOf.get(card.id) ?? 'closed' }]));
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

export function toApplication(row: ApplicationRow): Application {
  return {
    id: Number(row.id),
    job_id: Number(row.job_id),
    status: row.status,
    source: row.source,
    first_message: row.first_message,
    screening_answers: row.screening_answers ?? [],
    resume_id: row.resume_file_id === null ? null : Number(row.resume_file_id),
    viewed_at: isoOrNull(row.viewed_at),
    withdrawn_at: isoOrNull(row.withdrawn_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_withdraw: canWithdraw(row.status),
  };
}

/** Page arithmetic shared by the My Jobs lists. */
export function pageInfo(total: number, page: number, size: number) {
  return { page, size, total_num: total, total_pages: Math.ceil(total / size), offset: (page - 1) * size };
}
