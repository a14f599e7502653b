import type { Language } from '@/lib/languages';
import type { ChatDetail, ChatSummary } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import { findRecruiterCard } from '../db/queries/chat-parties';
import { recruiterJobRows } from '../db/queries/chat-summaries';
import { chatJobOf } from './chat-summaries';
import { replyActivity } from './reply-activity';
import { personName } from '@/lib/person-name';

/** The recruiter card of the job page (reply activity, medals) for a recruiter id. */
export async function recruiterCard(db: Database, recruiterId: number, now: Date) {
  const row = await findRecruiterCard(db, recruiterId);
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
  const rows = await recruiterJobRows(db, recruiterId, status, limit);
  return rows.map((row) => chatJobOf(row, language));
}

export async function chatDetailOf(db: Database, summary: ChatSummary, now: Date, language: Language): Promise<ChatDetail> {
  const card = await recruiterCard(db, summary.recruiter.id, now);
  if (!card) throw new Error(`recruiter ${summary.recruiter.id} of chat ${summary.id} is missing`);
  const jobs = await recruiterJobs(db, summary.recruiter.id, 'active', language);
  return { ...summary, recruiter_card: card, switchable_jobs: jobs.filter((job) => job.id !== summary.job.id) };
}
