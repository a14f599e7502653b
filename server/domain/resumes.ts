import { maxResumes, type ResumeExtension, resumeTypes } from '@/lib/schemas/applications';
import { type AttachedResume, resumeNameMessages } from '@/lib/schemas/resumes';
import { resumeSyncStates } from '@/lib/schemas/resume-parsing';
import { resumeBaseName, resumeFormatOf, resumeNameProblem } from '@/lib/resume-rules';
import { hashToken } from '../auth/tokens';
import type { ChatParty } from '../chat/party';
import type { Database } from '../db/client';
import {
  countResumes,
  deleteResumeUnlessAutoSend,
  findDownloadableResume,
  findOwnResume,
  findResumeSentInChat,
  findSharedResume,
  insertResume,
  insertResumeShare,
  listResumes,
  type OwnResumeRow,
  renameResume as renameResumeRow,
  type ResumeRow,
  setAutoSend,
  type StoredFileRow,
} from '../db/queries/resumes';
import { lockUser, markQuickUpload, userName } from '../db/queries/users';
import { AppError } from '../http/app-error';
import { cleanFilename } from './resume-files';
import { queueResumeParse } from './resume-import';
import * as apiCode from '@/lib/schemas/api-codes';

/** The name errors and 404s use for an attached resume. */
export const resumeWhat = 'Resume';

export function toResume(row: ResumeRow): AttachedResume {
  return {
    id: Number(row.id),
    filename: row.filename,
    mime_type: row.mime_type,
    size: Number(row.size),
    created_at: new Date(row.created_at).toISOString(),
    format: resumeFormatOf(row.mime_type),
    syncable: row.sync_state === 'completed',
    auto_send: Boolean(row.auto_send),
    sync_state: resumeSyncStates.find((state) => state === row.sync_state) ?? null,
    parse_id: row.parse_id == null ? null : Number(row.parse_id),
    imported_at: row.imported_at == null ? null : new Date(row.imported_at).toISOString(),
  };
}

/** The caller's own live resume; another seeker's, a deleted one or none at all is a 404 alike. */
export async function ownResume(db: Database, userId: number, id: number): Promise<OwnResumeRow> {
  const row = await findOwnResume(db, userId, id);
  if (!row) throw AppError.notFound(resumeWhat);
  return row;
}

export async function attachedResumes(db: Database, userId: number): Promise<AttachedResume[]> {
  return (await listResumes(db, userId)).map(toResume);
}

/**
 * Records an uploaded resume whose bytes are stored under `storageKey`: at most three per seeker
 * (41170), read in the background at once, and a quick upload for a seeker without a profile.
 */
export async function attachResume(
  db: Database,
  upload: { userId: number; filename: string; type: ResumeExtension; size: number; storageKey: string; now: Date },
): Promise<AttachedResume> {
  const { userId } = upload;
  const row = await db.transaction(async (tx) => {
    // The user's row serialises concurrent uploads, so the limit of three holds under races.
    await lockUser(tx, userId);
    if ((await countResumes(tx, userId)) >= maxResumes) throw new AppError(apiCode.resumeLimit);
    const inserted = await insertResume(tx, {
      userId,
      filename: cleanFilename(upload.filename, upload.type),
      mimeType: resumeTypes[upload.type],
      size: upload.size,
      storageKey: upload.storageKey,
      now: upload.now,
    });
    if (!inserted) throw new Error('The resume row was not written');
    // Read in the background (platform spec §4 Resume sync): the answer carries the parse id at once.
    const parseId = await queueResumeParse(tx, userId, Number(inserted.id));
    await markQuickUpload(tx, userId);
    return { ...inserted, sync_state: 'analysing', parse_id: parseId };
  });
  if (!row) throw new Error('The resume row was not written');
  return toResume(row);
}

/** Renames the caller's resume: the name's rules (lib/resume-rules) hold and the extension stays the file's real type. */
export async function renameResume(db: Database, userId: number, id: number, filename: string): Promise<AttachedResume> {
  const resume = await ownResume(db, userId, id);
  const format = resumeFormatOf(resume.mime_type);
  const base = resumeBaseName(filename, format);
  const problem = resumeNameProblem(base);
  if (problem) throw AppError.validation({ filename: [resumeNameMessages[problem]] });
  const row = await renameResumeRow(db, resume.id, `${base}.${format}`);
  return toResume(row as ResumeRow);
}

/** Makes the caller's resume the one chat sends by itself, or not. */
export async function switchAutoSend(db: Database, userId: number, id: number, on: boolean): Promise<AttachedResume> {
  const resume = await ownResume(db, userId, id);
  await setAutoSend(db, userId, resume.id, on);
  return toResume({ ...resume, auto_send: on });
}

/**
 * Deletes the caller's resume unless it is the auto-send one (41186) and answers where its bytes
 * are. The row stays for the applications that name it.
 */
export async function deleteResume(db: Database, userId: number, id: number, now: Date): Promise<{ storageKey: string }> {
  const resume = await ownResume(db, userId, id);
  if (resume.auto_send) throw new AppError(apiCode.autoSendResume);
  if (!(await deleteResumeUnlessAutoSend(db, userId, id, now))) throw new AppError(apiCode.autoSendResume);
  return { storageKey: resume.storage_key };
}

/** Records an emailed link to the resume and answers the sender's name for the mail. */
export async function recordResumeShare(
  db: Database,
  share: { resumeId: number; userId: number; tokenHash: string; email: string; expiresAt: Date; now: Date },
): Promise<{ sender: string }> {
  await insertResumeShare(db, { fileId: share.resumeId, tokenHash: share.tokenHash, email: share.email, expiresAt: share.expiresAt, now: share.now });
  const sender = await userName(db, share.userId);
  return { sender: `${sender?.first_name ?? ''} ${sender?.last_name ?? ''}`.trim() || share.email };
}

/** A live resume this party may download (server/db/queries/resumes.ts says who may); anything else a 404. */
export async function downloadableResume(db: Database, party: ChatParty, id: number): Promise<StoredFileRow> {
  const file = await findDownloadableResume(db, party, id);
  if (!file) throw AppError.notFound(resumeWhat);
  return file;
}

/** The resume an unexpired emailed link names; anything else a 404. */
export async function sharedResume(db: Database, token: string, now: Date): Promise<StoredFileRow> {
  const file = await findSharedResume(db, hashToken(token), now);
  if (!file) throw AppError.notFound(resumeWhat);
  return file;
}

/** A resume the seeker sent in this chat, for either party of it; never sent here, another chat's or deleted is a 404. */
export async function resumeSentInChat(db: Database, chat: { id: number; jobseekerId: number }, resumeId: number): Promise<StoredFileRow | undefined> {
  return findResumeSentInChat(db, chat, resumeId);
}
