import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Interview } from '../domain/interviews';
import { AppError } from '../http/app-error';
import { rowsOf } from '../search/rows';

/**
 * The interviews table ↔ the domain's Interview. Every write is conditional on the `version`
 * the caller read (docs/decisions/0024): of two concurrent answers only one matches, and the
 * other re-reads the row and runs the rule again on what is there now.
 */
export interface StoredInterview extends Interview {
  version: number;
}

interface Row {
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

const at = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toInterview(row: Row): StoredInterview {
  return {
    id: Number(row.id),
    chatId: row.chat_id === null ? null : Number(row.chat_id),
    jobId: Number(row.job_id),
    jobseekerId: Number(row.jobseeker_id),
    recruiterId: Number(row.recruiter_id),
    proposedTimes: row.proposed_times.map((time) => new Date(time)),
    chosenTime: at(row.chosen_time),
    timeZone: row.time_zone,
    mode: row.mode,
    address: row.address,
    videoLink: row.video_link,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    instructions: row.instructions,
    state: row.state,
    attendance: row.attendance,
    result: row.result,
    reason: row.reason,
    reasonText: row.reason_text,
    cancelledBy: row.cancelled_by,
    respondedAt: at(row.responded_at),
    cancelledAt: at(row.cancelled_at),
    checkedInAt: at(row.checked_in_at),
    attendanceMarkedAt: at(row.attendance_marked_at),
    resultRequestedAt: at(row.result_requested_at),
    resultAt: at(row.result_at),
    version: Number(row.version),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Who is asking: a seeker sees their own interviews, a recruiter the ones they sent. */
export interface InterviewOwner {
  role: 'jobseeker' | 'recruiter';
  partyId: number;
}

const ownerCondition = (owner: InterviewOwner) =>
  owner.role === 'jobseeker' ? sql`jobseeker_id = ${owner.partyId}` : sql`recruiter_id = ${owner.partyId}`;

/** One interview of the caller's; anyone else's is a 404 like one that does not exist. */
export async function loadInterviewFor(db: Database, owner: InterviewOwner, id: number): Promise<StoredInterview> {
  const [row] = rowsOf<Row>(await db.execute(sql`select * from interviews where id = ${id} and ${ownerCondition(owner)}`));
  if (!row) throw AppError.notFound('Interview');
  return toInterview(row);
}

/** One interview by id, for background work that acts for nobody in particular (reminders). */
export async function loadInterviewById(db: Database, id: number): Promise<StoredInterview | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`select * from interviews where id = ${id}`));
  return row ? toInterview(row) : null;
}

export async function listInterviewsFor(
  db: Database,
  owner: InterviewOwner,
  filter: { chatId?: number; limit: number },
): Promise<StoredInterview[]> {
  const chat = filter.chatId === undefined ? sql`` : sql`and chat_id = ${filter.chatId}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select * from interviews where ${ownerCondition(owner)} ${chat}
      order by coalesce(chosen_time, created_at) desc, id desc limit ${filter.limit}`),
  );
  return rows.map(toInterview);
}

export async function insertInterview(db: Database, interview: Interview): Promise<StoredInterview> {
  const [row] = rowsOf<Row>(
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
  if (!row) throw new Error('interview insert returned no row');
  return toInterview(row);
}

/**
 * Writes `next` if the row is still at `version`; null when someone else changed it first.
 */
export async function saveInterviewIf(db: Database, version: number, next: Interview): Promise<StoredInterview | null> {
  const [row] = rowsOf<Row>(
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
  return row ? toInterview(row) : null;
}

/** The seeker's interviews marked not attended: the no-show records of the ban. */
export async function noShowInterviews(db: Database, jobseekerId: number): Promise<{ interviewId: number; at: Date; timeZone: string }[]> {
  const rows = rowsOf<{ id: number; chosen_time: string | Date; time_zone: string }>(
    await db.execute(sql`
      select id, chosen_time, time_zone from interviews
      where jobseeker_id = ${jobseekerId} and attendance = 'not_attended' and chosen_time is not null`),
  );
  return rows.map((row) => ({ interviewId: Number(row.id), at: new Date(row.chosen_time), timeZone: row.time_zone }));
}
