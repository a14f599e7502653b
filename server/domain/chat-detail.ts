import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { ChatDetail, ChatSummary } from '@/lib/schemas/chat';
import type { Salary } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { rowsOf } from '../search/rows';
import { chatJobOf } from './chat-summaries';
import { replyActivity } from './reply-activity';
import { personName } from '@/lib/person-name';

interface RecruiterRow {
  id: number;
  first_name: string;
  last_name: string;
  job_title: string;
  medals: string[];
  last_active_at: string | Date;
  response_rate: number;
}

/** The recruiter card of the job page (reply activity, medals) for a recruiter id. */
export async function recruiterCard(db: Database, recruiterId: number, now: Date) {
  const [row] = rowsOf<RecruiterRow>(
    await db.execute(sql`select id, first_name, last_name, job_title, medals, last_active_at, response_rate
      from recruiters where id = ${recruiterId}`),
  );
  if (!row) return null;
  const lastActive = new Date(row.last_active_at);
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: personName(row.first_name, row.last_name),
    job_title: row.job_title,
    medals: row.medals ?? [],
    last_active_at: lastActive.toISOString(),
    response_rate: Number(row.response_rate),
    reply_activity: replyActivity(lastActive, Number(row.response_rate), now),
  };
}

/** A recruiter's jobs in one state (newest first), as chat job cards. */
export async function recruiterJobs(db: Database, recruiterId: number, status: string, language: Language, limit = 20) {
  const rows = rowsOf<{
    job_id: number;
    job_title: string;
    job_status: string;
    company_id: number;
    company_name: string;
    salary_type: Salary['type'];
    salary_from: number | null;
    salary_to: number | null;
    currency: string;
    location_labels: Labels | null;
  }>(
    await db.execute(sql`
      select j.id as job_id, j.title as job_title, j.status as job_status, j.company_id, j.company_name,
        j.salary_type, j.salary_from, j.salary_to, j.currency, l.labels as location_labels
      from jobs j left join locations l on l.id = j.location_id
      where j.recruiter_id = ${recruiterId} and j.status = ${status}
      order by j.posted_at desc, j.id desc limit ${limit}`),
  );
  return rows.map((row) => chatJobOf(row, language));
}

export async function chatDetailOf(db: Database, summary: ChatSummary, now: Date, language: Language): Promise<ChatDetail> {
  const card = await recruiterCard(db, summary.recruiter.id, now);
  if (!card) throw new Error(`recruiter ${summary.recruiter.id} of chat ${summary.id} is missing`);
  const jobs = await recruiterJobs(db, summary.recruiter.id, 'active', language);
  return { ...summary, recruiter_card: card, switchable_jobs: jobs.filter((job) => job.id !== summary.job.id) };
}
