import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@/lib/schemas/applications';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Applications as a recruiter sees them (their jobs' applicants, with the chat between them),
 * moved from server/routes/job/recruiter-routes.ts as written (decision 0087).
 */

export interface RecruiterApplicationRow {
  id: number;
  status: ApplicationStatus;
  job_id: number;
  job_title: string;
  user_id: number;
  first_name: string;
  last_name: string;
  first_message: string | null;
  viewed_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  chat_id: number | null;
}

const applicationSelect = sql`
  select a.id, a.status, a.job_id, j.title as job_title, a.user_id, u.first_name, u.last_name, a.first_message,
    a.viewed_at, a.created_at, a.updated_at, ch.id as chat_id
  from job_applications a join jobs j on j.id = a.job_id join users u on u.id = a.user_id
  left join chats ch on ch.jobseeker_id = a.user_id and ch.recruiter_id = j.recruiter_id`;

export interface RecruiterApplicationFilter {
  status?: ApplicationStatus;
  /** Words of the seeker's name or the job's title. */
  query?: string;
  page: number;
  size: number;
}

/** A page of the recruiter's applicants, newest first, and how many there are. */
export async function listRecruiterApplications(
  db: Database,
  recruiterId: number,
  filter: RecruiterApplicationFilter,
): Promise<{ rows: RecruiterApplicationRow[]; total: number }> {
  const status = filter.status ? sql`and a.status = ${filter.status}` : sql``;
  const search = filter.query ? sql`and (u.first_name || ' ' || u.last_name || ' ' || j.title) ilike ${`%${filter.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``;
  // A seeker who blocked the company is out of its recruiters' sight (platform spec §6).
  const unblocked = sql`and not exists (select 1 from blocked_companies b where b.user_id = a.user_id and b.company_id = j.company_id)`;
  const where = sql`where j.recruiter_id = ${recruiterId} ${status} ${search} ${unblocked}`;
  const rows = rowsOf<RecruiterApplicationRow>(
    await db.execute(sql`${applicationSelect} ${where} order by a.created_at desc, a.id desc
      limit ${filter.size} offset ${(filter.page - 1) * filter.size}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from job_applications a join jobs j on j.id = a.job_id
      join users u on u.id = a.user_id ${where}`),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** The application if it is to one of this recruiter's jobs. */
export async function findRecruiterApplication(db: Database, recruiterId: number, id: number): Promise<RecruiterApplicationRow | undefined> {
  const [row] = rowsOf<RecruiterApplicationRow>(await db.execute(sql`${applicationSelect} where a.id = ${id} and j.recruiter_id = ${recruiterId}`));
  return row;
}

/** The recruiter's company, as the chat detail names it. */
export async function recruiterCompany(db: Database, recruiterId: number): Promise<{ id: number; name: string } | undefined> {
  const [company] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select c.id, c.name from recruiters r join companies c on c.id = r.company_id where r.id = ${recruiterId}`),
  );
  return company;
}
