import type { Database } from '../db/client';
import {
  findInterviewById,
  findInterviewFor,
  type InterviewOwner,
  type InterviewRow,
  insertInterviewRow,
  listInterviewRows,
  noShowRows,
  updateInterviewIf,
} from '../db/queries/interviews';
import type { Interview } from '../domain/interviews';
import { AppError } from '../http/app-error';

export type { InterviewOwner } from '../db/queries/interviews';

/**
 * The interviews table ↔ the domain's Interview. Every write is conditional on the `version`
 * the caller read (docs/decisions/0024): of two concurrent answers only one matches, and the
 * other re-reads the row and runs the rule again on what is there now.
 */
export interface StoredInterview extends Interview {
  version: number;
}

const at = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

function toInterview(row: InterviewRow): StoredInterview {
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

/** One interview of the caller's; anyone else's is a 404 like one that does not exist. */
export async function loadInterviewFor(db: Database, owner: InterviewOwner, id: number): Promise<StoredInterview> {
  const row = await findInterviewFor(db, owner, id);
  if (!row) throw AppError.notFound('Interview');
  return toInterview(row);
}

/** One interview by id, for background work that acts for nobody in particular (reminders). */
export async function loadInterviewById(db: Database, id: number): Promise<StoredInterview | null> {
  const row = await findInterviewById(db, id);
  return row ? toInterview(row) : null;
}

export async function listInterviewsFor(
  db: Database,
  owner: InterviewOwner,
  filter: { chatId?: number; limit: number },
): Promise<StoredInterview[]> {
  return (await listInterviewRows(db, owner, filter)).map(toInterview);
}

export async function insertInterview(db: Database, interview: Interview): Promise<StoredInterview> {
  const row = await insertInterviewRow(db, interview);
  if (!row) throw new Error('interview insert returned no row');
  return toInterview(row);
}

/**
 * Writes `next` if the row is still at `version`; null when someone else changed it first.
 */
export async function saveInterviewIf(db: Database, version: number, next: Interview): Promise<StoredInterview | null> {
  const row = await updateInterviewIf(db, version, next);
  return row ? toInterview(row) : null;
}

/** The seeker's interviews marked not attended: the no-show records of the ban. */
export async function noShowInterviews(db: Database, jobseekerId: number): Promise<{ interviewId: number; at: Date; timeZone: string }[]> {
  const rows = await noShowRows(db, jobseekerId);
  return rows.map((row) => ({ interviewId: Number(row.id), at: new Date(row.chosen_time), timeZone: row.time_zone }));
}
