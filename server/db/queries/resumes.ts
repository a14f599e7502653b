import { sql } from 'drizzle-orm';
import type { ChatParty } from '../../chat/party';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Attached resumes: `files` rows of kind `resume` and their emailed links (`resume_shares`).
 * The statements of server/routes/jobseeker/resumes.ts, moved here as written (decision 0087).
 */

/** files.kind of a generated resume (a draft or copy; platform spec §8 41254, §9). */
export const resumeDraftKind = 'resume_draft';

export interface ResumeRow {
  id: number;
  filename: string;
  mime_type: string;
  size: number;
  created_at: string | Date;
  sync_state: string | null;
  imported_at: string | Date | null;
  auto_send: boolean;
  parse_id?: number | null;
}

export type OwnResumeRow = ResumeRow & { storage_key: string };

/** What a download needs of a stored file. */
export interface StoredFileRow {
  filename: string;
  mime_type: string;
  storage_key: string;
}

const resumeColumns = sql`id, filename, mime_type, size, created_at, sync_state, imported_at, auto_send`;
/** The latest reading of each resume (server/resume-parsing): its id is the parse id. */
const parseIdColumn = sql`(select max(p.id) from resume_parses p where p.file_id = files.id) as parse_id`;

/** The user's live resume with this id, if it is theirs. */
export async function findOwnResume(db: Database, userId: number, id: number): Promise<OwnResumeRow | undefined> {
  const [row] = rowsOf<OwnResumeRow>(
    await db.execute(sql`
      select ${resumeColumns}, ${parseIdColumn}, storage_key from files
      where id = ${id} and user_id = ${userId} and kind = 'resume' and deleted_at is null`),
  );
  return row;
}

/** The user's live resumes, newest first. */
export async function listResumes(db: Database, userId: number): Promise<ResumeRow[]> {
  return rowsOf<ResumeRow>(
    await db.execute(sql`
      select ${resumeColumns}, ${parseIdColumn} from files
      where user_id = ${userId} and kind = 'resume' and deleted_at is null
      order by created_at desc, id desc`),
  );
}

export async function countResumes(tx: Database, userId: number): Promise<number> {
  const [held] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from files where user_id = ${userId} and kind = 'resume' and deleted_at is null`),
  );
  return Number(held?.n ?? 0);
}

export interface NewResume {
  userId: number;
  filename: string;
  mimeType: string;
  size: number;
  storageKey: string;
  now: Date;
}

export async function insertResume(tx: Database, resume: NewResume): Promise<ResumeRow | undefined> {
  const [inserted] = rowsOf<ResumeRow>(
    await tx.execute(sql`
      insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
      values (${resume.userId}, 'resume', ${resume.filename}, ${resume.mimeType}, ${resume.size}, ${resume.storageKey},
        ${resume.now.toISOString()}::timestamptz)
      returning ${resumeColumns}`),
  );
  return inserted;
}

export async function renameResume(db: Database, id: number, filename: string): Promise<ResumeRow | undefined> {
  const [row] = rowsOf<ResumeRow>(
    await db.execute(sql`update files set filename = ${filename} where id = ${id} returning ${resumeColumns}, ${parseIdColumn}`),
  );
  return row;
}

/** One auto-send resume per seeker (a unique partial index holds it too): the others are switched off first. */
export async function setAutoSend(db: Database, userId: number, id: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (on) await tx.execute(sql`update files set auto_send = false where user_id = ${userId} and kind = 'resume' and auto_send and id <> ${id}`);
    await tx.execute(sql`update files set auto_send = ${on} where id = ${id}`);
  });
}

/**
 * Marks the resume deleted unless it is the auto-send one; conditional on the flag, so a
 * concurrent switch to auto-send cannot lose the file it names. False when nothing was deleted.
 */
export async function deleteResumeUnlessAutoSend(db: Database, userId: number, id: number, now: Date): Promise<boolean> {
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`
      update files set deleted_at = ${now.toISOString()}::timestamptz
      where id = ${id} and user_id = ${userId} and deleted_at is null and not auto_send returning id`),
  );
  return deleted.length > 0;
}

export async function insertResumeShare(
  db: Database,
  share: { fileId: number; tokenHash: string; email: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.execute(sql`
    insert into resume_shares (file_id, token_hash, email, expires_at, created_at)
    values (${share.fileId}, ${share.tokenHash}, ${share.email}, ${share.expiresAt.toISOString()}::timestamptz, ${share.now.toISOString()}::timestamptz)`);
}

/**
 * A live file this party may download: a seeker their own uploads (generated ones have their own
 * download); a recruiter one the seeker applied with (uploaded or generated, issue 35 item 3) to
 * one of their jobs, or an uploaded one sent to them in a chat.
 */
export async function findDownloadableResume(db: Database, party: ChatParty, id: number): Promise<StoredFileRow | undefined> {
  const allowed =
    party.role === 'jobseeker'
      ? sql`f.kind = 'resume' and f.user_id = ${party.userId}`
      : sql`(exists (select 1 from job_applications a join jobs j on j.id = a.job_id
               where a.resume_file_id = f.id and a.user_id = f.user_id and j.recruiter_id = ${party.partyId})
             or f.kind = 'resume' and exists (select 1 from chat_messages m join chats ch on ch.id = m.chat_id
               where ch.jobseeker_id = f.user_id and ch.recruiter_id = ${party.partyId}
                 and m.type = 'resume' and m.payload ->> 'resume_id' = ${String(id)}))`;
  const [file] = rowsOf<StoredFileRow>(
    await db.execute(sql`
      select f.filename, f.mime_type, f.storage_key from files f
      where f.id = ${id} and f.deleted_at is null and ${allowed}`),
  );
  return file;
}

/** The live file an unexpired emailed link names. */
export async function findSharedResume(db: Database, tokenHash: string, now: Date): Promise<StoredFileRow | undefined> {
  const [file] = rowsOf<StoredFileRow>(
    await db.execute(sql`
      select f.filename, f.mime_type, f.storage_key from resume_shares s join files f on f.id = s.file_id
      where s.token_hash = ${tokenHash} and s.expires_at > ${now.toISOString()}::timestamptz
        and f.deleted_at is null`),
  );
  return file;
}

/**
 * The resume an application attaches: the one named if it is the seeker's (uploaded, or generated
 * from the profile, issue 35 item 3), else their latest upload; undefined when there is none.
 */
export async function findApplicableResume(db: Database, userId: number, resumeId: number | undefined): Promise<number | undefined> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from files where user_id = ${userId} and deleted_at is null
        ${resumeId === undefined ? sql`and kind = 'resume'` : sql`and kind in ('resume', ${resumeDraftKind}) and id = ${resumeId}`}
      order by created_at desc, id desc limit 1`),
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** The seeker's live uploaded resume with this id if it was sent in this chat. */
export async function findResumeSentInChat(db: Database, chat: { id: number; jobseekerId: number }, resumeId: number): Promise<StoredFileRow | undefined> {
  const [file] = rowsOf<StoredFileRow>(
    await db.execute(sql`
      select f.filename, f.mime_type, f.storage_key from files f
      where f.id = ${resumeId} and f.user_id = ${chat.jobseekerId} and f.kind = 'resume' and f.deleted_at is null
        and exists (
          select 1 from chat_messages m
          where m.chat_id = ${chat.id} and m.type = 'resume' and m.payload ->> 'resume_id' = ${String(resumeId)})`),
  );
  return file;
}
