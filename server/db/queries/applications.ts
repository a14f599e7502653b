import { type SQL, sql } from 'drizzle-orm';
import type { ApplicationStatus, ApplicationTab, applicationSorts } from '@/lib/schemas/applications';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * A seeker's applications (`job_applications`, aliased `a`), the statements of the seeker's
 * application routes moved as written (decision 0087).
 */

type ApplicationSort = (typeof applicationSorts)[number];

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

export const applicationColumns = sql.raw(
  'a.id, a.user_id, a.job_id, a.status, a.source, a.first_message, a.screening_answers, a.resume_file_id, a.viewed_at, a.withdrawn_at, a.created_at, a.updated_at',
);

/**
 * What each My Jobs tab holds, as a condition on `job_applications` aliased `a`:
 * - applied: every application but the withdrawn ones;
 * - interviews: in the interview stage;
 * - viewed_me: the employer has opened it (viewed_at set, or the viewed state), unless withdrawn;
 * - not_suitable: the outcomes that closed it against the seeker (declined, not_accepted).
 */
export function tabCondition(tab: ApplicationTab): SQL {
  switch (tab) {
    case 'applied':
      return sql`a.status <> 'cancelled'`;
    case 'interviews':
      return sql`a.status = 'interview'`;
    case 'viewed_me':
      return sql`(a.viewed_at is not null or a.status = 'viewed') and a.status <> 'cancelled'`;
    case 'not_suitable':
      return sql`a.status in ('declined', 'not_accepted')`;
  }
}

const orderBy: Record<ApplicationSort, SQL> = {
  newest: sql`a.created_at desc, a.id desc`,
  oldest: sql`a.created_at asc, a.id asc`,
  updated: sql`a.updated_at desc, a.id desc`,
};

export interface NewApplication {
  userId: number;
  jobId: number;
  source: string;
  firstMessage: string | null;
  screeningAnswers: unknown;
  resumeFileId: number | null;
  now: Date;
}

/**
 * One statement, so a double click or a retry can never make two: the unique (user, job) index
 * decides. Only a withdrawn application is reopened by applying again; otherwise undefined.
 */
export async function insertApplication(db: Database, application: NewApplication): Promise<ApplicationRow | undefined> {
  const stamp = application.now.toISOString();
  const [row] = rowsOf<ApplicationRow>(
    await db.execute(sql`
      insert into job_applications as a (user_id, job_id, status, source, first_message, screening_answers, resume_file_id, created_at, updated_at)
      values (${application.userId}, ${application.jobId}, 'pending', ${application.source}, ${application.firstMessage},
        ${JSON.stringify(application.screeningAnswers)}::jsonb, ${application.resumeFileId}, ${stamp}::timestamptz, ${stamp}::timestamptz)
      on conflict (user_id, job_id) do update set status = 'pending', source = excluded.source,
        first_message = excluded.first_message, screening_answers = excluded.screening_answers,
        resume_file_id = excluded.resume_file_id, viewed_at = null, withdrawn_at = null,
        created_at = excluded.created_at, updated_at = excluded.updated_at
      where a.status = 'cancelled'
      returning ${applicationColumns}`),
  );
  return row;
}

export interface SeekerApplicationFilter {
  userId: number;
  countryKey: string;
  tab?: ApplicationTab;
  status?: ApplicationStatus[];
  jobIds?: number[];
}

function seekerApplicationsFrom(filter: SeekerApplicationFilter): SQL {
  const conditions: SQL[] = [sql`a.user_id = ${filter.userId}`, sql`j.country_key = ${filter.countryKey}`, sql`j.status <> 'deleted'`];
  if (filter.tab) conditions.push(tabCondition(filter.tab));
  if (filter.status) conditions.push(sql`a.status in ${filter.status}`);
  if (filter.jobIds) conditions.push(sql`a.job_id in ${filter.jobIds}`);
  const where = sql.join(conditions, sql` and `);
  return sql`from job_applications a join jobs j on j.id = a.job_id where ${where}`;
}

export async function countSeekerApplications(db: Database, filter: SeekerApplicationFilter): Promise<number> {
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${seekerApplicationsFrom(filter)}`));
  return Number(counted?.n ?? 0);
}

export async function listSeekerApplications(
  db: Database,
  filter: SeekerApplicationFilter,
  page: { sort: ApplicationSort; size: number; offset: number },
): Promise<ApplicationRow[]> {
  return rowsOf<ApplicationRow>(
    await db.execute(
      sql`select ${applicationColumns} ${seekerApplicationsFrom(filter)} order by ${orderBy[page.sort]} limit ${page.size} offset ${page.offset}`,
    ),
  );
}

/** The seeker's own application on this country's site, unless its job is deleted. */
export async function findOwnApplication(db: Database, id: number, userId: number, countryKey: string): Promise<ApplicationRow | undefined> {
  const [row] = rowsOf<ApplicationRow>(
    await db.execute(sql`
      select ${applicationColumns} from job_applications a join jobs j on j.id = a.job_id
      where a.id = ${id} and a.user_id = ${userId} and j.country_key = ${countryKey} and j.status <> 'deleted'`),
  );
  return row;
}

/** Withdraws the application if it is still in the state read: a concurrent change wins over a stale read. */
export async function withdrawApplicationRow(db: Database, id: number, from: ApplicationStatus, now: Date): Promise<ApplicationRow | undefined> {
  const stamp = now.toISOString();
  const [row] = rowsOf<ApplicationRow>(
    await db.execute(sql`
      update job_applications a set status = 'cancelled', withdrawn_at = ${stamp}::timestamptz, updated_at = ${stamp}::timestamptz
      where a.id = ${id} and a.status = ${from}
      returning ${applicationColumns}`),
  );
  return row;
}

/** An application's id and state, as the interview and the offer move it (server/interviews). */
export interface ApplicationStateRow {
  id: number;
  status: ApplicationStatus;
}

/** The seeker's application for the job, if they applied. */
export async function findApplicationOfJob(db: Database, userId: number, jobId: number): Promise<ApplicationStateRow | undefined> {
  const [row] = rowsOf<ApplicationStateRow>(await db.execute(sql`select id, status from job_applications where user_id = ${userId} and job_id = ${jobId}`));
  return row;
}

export async function findApplicationStatus(db: Database, id: number): Promise<ApplicationStatus | undefined> {
  const [row] = rowsOf<Pick<ApplicationStateRow, 'status'>>(await db.execute(sql`select status from job_applications where id = ${id}`));
  return row?.status;
}

/** Whose application moved, for the seeker's notification. */
export interface MovedApplicationRow {
  user_id: number;
  job_id: number;
}

/**
 * Moves the application from `from` to `to` as the employer's side does (the first move past
 * pending stamps viewed_at, a withdrawal withdrawn_at); undefined when it was no longer at `from`.
 */
export async function moveApplicationRow(
  db: Database,
  id: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  now: Date,
): Promise<MovedApplicationRow | undefined> {
  const stamp = now.toISOString();
  const [moved] = rowsOf<MovedApplicationRow>(
    await db.execute(sql`
    update job_applications set status = ${to}, updated_at = ${stamp}::timestamptz,
      viewed_at = case when ${to} <> 'cancelled' and ${to} <> 'pending' then coalesce(viewed_at, ${stamp}::timestamptz) else viewed_at end,
      withdrawn_at = case when ${to} = 'cancelled' then ${stamp}::timestamptz else withdrawn_at end
    where id = ${id} and status = ${from}
    returning user_id, job_id`),
  );
  return moved;
}

/** The job's title and company, as the seeker's notification of a move names them. */
export interface AppliedJobNamesRow {
  title: string;
  company_name: string;
}

export async function appliedJobNames(db: Database, jobId: number): Promise<AppliedJobNamesRow | undefined> {
  const [job] = rowsOf<AppliedJobNamesRow>(
    await db.execute(sql`select j.title, c.name as company_name from jobs j join companies c on c.id = j.company_id where j.id = ${jobId}`),
  );
  return job;
}
