import { sql } from 'drizzle-orm';
import type { Interview } from '../../domain/interviews';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Interviews (`interviews`), the reminders queued for them and what their messages and mails
 * read: the statements of server/interviews/ moved as written (decision 0087). Every write of an
 * interview is conditional on the `version` the caller read (docs/decisions/0024).
 */

export interface InterviewRow {
  id: number;
  chat_id: number | null;
  job_id: number;
  jobseeker_id: number;
  recruiter_id: number;
  proposed_times: string[];
  chosen_time: string | Date | null;
  time_zone: string;
  mode: Interview['mode'];
  address: string | null;
  video_link: string | null;
  contact_name: string;
  contact_phone: string;
  instructions: string | null;
  state: Interview['state'];
  attendance: Interview['attendance'];
  result: Interview['result'];
  reason: Interview['reason'];
  reason_text: string | null;
  cancelled_by: Interview['cancelledBy'];
  responded_at: string | Date | null;
  cancelled_at: string | Date | null;
  checked_in_at: string | Date | null;
  attendance_marked_at: string | Date | null;
  result_requested_at: string | Date | null;
  result_at: string | Date | null;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

/** Who is asking: a seeker sees their own interviews, a recruiter the ones they sent. */
export interface InterviewOwner {
  role: 'jobseeker' | 'recruiter';
  partyId: number;
}

const ownerCondition = (owner: InterviewOwner) =>
  owner.role === 'jobseeker' ? sql`jobseeker_id = ${owner.partyId}` : sql`recruiter_id = ${owner.partyId}`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The interview if it is the owner's. */
export async function findInterviewFor(db: Database, owner: InterviewOwner, id: number): Promise<InterviewRow | undefined> {
  const [row] = rowsOf<InterviewRow>(await db.execute(sql`select * from interviews where id = ${id} and ${ownerCondition(owner)}`));
  return row;
}

export async function findInterviewById(db: Database, id: number): Promise<InterviewRow | undefined> {
  const [row] = rowsOf<InterviewRow>(await db.execute(sql`select * from interviews where id = ${id}`));
  return row;
}

/** The owner's interviews (of one chat when given), the next or latest first. */
export async function listInterviewRows(db: Database, owner: InterviewOwner, filter: { chatId?: number; limit: number }): Promise<InterviewRow[]> {
  const chat = filter.chatId === undefined ? sql`` : sql`and chat_id = ${filter.chatId}`;
  return rowsOf<InterviewRow>(
    await db.execute(sql`
      select * from interviews where ${ownerCondition(owner)} ${chat}
      order by coalesce(chosen_time, created_at) desc, id desc limit ${filter.limit}`),
  );
}

export async function insertInterviewRow(db: Database, interview: Interview): Promise<InterviewRow | undefined> {
  const [row] = rowsOf<InterviewRow>(
    await db.execute(sql`
      insert into interviews (chat_id, job_id, jobseeker_id, recruiter_id, proposed_times, time_zone, mode, address,
        video_link, contact_name, contact_phone, instructions, state, attendance, created_at, updated_at)
      values (${interview.chatId}, ${interview.jobId}, ${interview.jobseekerId}, ${interview.recruiterId},
        ${JSON.stringify(interview.proposedTimes.map((time) => time.toISOString()))}::jsonb, ${interview.timeZone},
        ${interview.mode}, ${interview.address}, ${interview.videoLink}, ${interview.contactName}, ${interview.contactPhone},
        ${interview.instructions}, ${interview.state}, ${interview.attendance},
        ${interview.createdAt.toISOString()}::timestamptz, ${interview.updatedAt.toISOString()}::timestamptz)
      returning *`),
  );
  return row;
}

/** Writes `next` if the row is still at `version`; undefined when someone else changed it first. */
export async function updateInterviewIf(db: Database, version: number, next: Interview): Promise<InterviewRow | undefined> {
  const [row] = rowsOf<InterviewRow>(
    await db.execute(sql`
      update interviews set
        proposed_times = ${JSON.stringify(next.proposedTimes.map((time) => time.toISOString()))}::jsonb,
        chosen_time = ${iso(next.chosenTime)}::timestamptz, time_zone = ${next.timeZone}, mode = ${next.mode},
        address = ${next.address}, video_link = ${next.videoLink}, contact_name = ${next.contactName},
        contact_phone = ${next.contactPhone}, instructions = ${next.instructions}, state = ${next.state},
        attendance = ${next.attendance}, result = ${next.result}, reason = ${next.reason}, reason_text = ${next.reasonText},
        cancelled_by = ${next.cancelledBy}, responded_at = ${iso(next.respondedAt)}::timestamptz,
        cancelled_at = ${iso(next.cancelledAt)}::timestamptz, checked_in_at = ${iso(next.checkedInAt)}::timestamptz,
        attendance_marked_at = ${iso(next.attendanceMarkedAt)}::timestamptz,
        result_requested_at = ${iso(next.resultRequestedAt)}::timestamptz, result_at = ${iso(next.resultAt)}::timestamptz,
        updated_at = ${next.updatedAt.toISOString()}::timestamptz, version = version + 1
      where id = ${next.id} and version = ${version}
      returning *`),
  );
  return row;
}

export interface NoShowRow {
  id: number;
  chosen_time: string | Date;
  time_zone: string;
}

/** The seeker's interviews marked not attended. */
export async function noShowRows(db: Database, jobseekerId: number): Promise<NoShowRow[]> {
  return rowsOf<NoShowRow>(
    await db.execute(sql`
      select id, chosen_time, time_zone from interviews
      where jobseeker_id = ${jobseekerId} and attendance = 'not_attended' and chosen_time is not null`),
  );
}

export interface InterviewNamesRow {
  id: number;
  job_title: string;
  company_name: string;
  first_name: string;
  last_name: string;
}

/** The job's title and company and the seeker's name of each interview (ids not empty). */
export async function interviewNames(db: Database, ids: number[]): Promise<InterviewNamesRow[]> {
  return rowsOf<InterviewNamesRow>(
    await db.execute(sql`
      select i.id, j.title as job_title, c.name as company_name,
        coalesce(u.first_name, '') as first_name, coalesce(u.last_name, '') as last_name
      from interviews i join jobs j on j.id = i.job_id join companies c on c.id = j.company_id join users u on u.id = i.jobseeker_id
      where i.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
}

/**
 * Queues a reminder task unless one with the same payload is queued already: a modification that
 * keeps the time schedules nothing twice.
 */
export async function enqueueReminderOnce(db: Database, kind: string, json: string, runAt: Date): Promise<void> {
  await db.execute(sql`
      insert into background_tasks (kind, payload, run_at, max_attempts)
      select ${kind}, ${json}::jsonb, ${runAt.toISOString()}::timestamptz, 3
      where not exists (select 1 from background_tasks where kind = ${kind} and payload = ${json}::jsonb)`);
}

/** Who an interview or offer mail goes to, and the job and company it names. */
export interface InterviewRecipientRow {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  language_slug: string | null;
  job_title: string;
  company_name: string;
  country_key: string;
}

export async function findInterviewRecipient(db: Database, jobseekerId: number, jobId: number): Promise<InterviewRecipientRow | undefined> {
  const [row] = rowsOf<InterviewRecipientRow>(
    await db.execute(sql`
      select u.email, u.first_name, u.last_name, u.language_slug, j.title as job_title, c.name as company_name, j.country_key
      from users u, jobs j join companies c on c.id = j.company_id
      where u.id = ${jobseekerId} and j.id = ${jobId}`),
  );
  return row;
}
