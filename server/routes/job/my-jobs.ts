import { sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { Application, ApplicationStatus, MyJobCard } from '@/lib/schemas/applications';
import type { Database } from '../../db/client';
import type { ScreeningQuestion } from '../../db/schema';
import { canWithdraw } from '../../domain/applications';
import { visibleJobStatus } from '../../domain/job-status';
import type { ResolvedSession } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { mayReachJob } from '../../domain/job-visibility';
import { loadJobCards } from '../../search/job-cards';
import { rowsOf } from '../../search/rows';
import * as apiCode from '@/lib/schemas/api-codes';

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
  const [row] = rowsOf<{
    id: number;
    status: string;
    expires_at: string | Date;
    industry_id: number;
    main_function_id: number;
    job_function_id: number;
    screening_questions: ScreeningQuestion[] | null;
    external_url: string | null;
    verified_only: boolean;
  }>(
    await db.execute(sql`
      select j.id, j.status, j.expires_at, c.industry_id, j.main_function_id, j.job_function_id,
        o.screening_questions, o.external_url, j.verified_only
      from jobs j
      join companies c on c.id = j.company_id
      left join job_apply_options o on o.job_id = j.id
      where j.id = ${jobId} and j.country_key = ${country.key} and j.status <> 'deleted'`),
  );
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
    db.execute(sql`select id, status, expires_at from jobs where id in ${ids}`),
  ]);
  const statusOf = new Map(
    rowsOf<{ id: number; status: string; expires_at: string | Date }>(states).map((row) => [
      Number(row.id),
      visibleJobStatus(row.status, new Date(row.expires_at), now),
    ]),
  );
  return new Map(cards.map((card) => [card.id, { ...card, status: statusOf.get(card.id) ?? 'closed' }]));
}

export interface ApplicationRow {
  id: number;
  user_id: number;
  job_id: number;
  status: ApplicationStatus;
  source: string;
  first_message: string | null;
  screening_answers: { question_id: number; answer: string }[] | null;
  resume_file_id: number | null;
  viewed_at: string | Date | null;
  withdrawn_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
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

export const applicationColumns = sql.raw(
  'a.id, a.user_id, a.job_id, a.status, a.source, a.first_message, a.screening_answers, a.resume_file_id, a.viewed_at, a.withdrawn_at, a.created_at, a.updated_at',
);

/** Page arithmetic shared by the My Jobs lists. */
export function pageInfo(total: number, page: number, size: number) {
  return { page, size, total_num: total, total_pages: Math.ceil(total / size), offset: (page - 1) * size };
}
