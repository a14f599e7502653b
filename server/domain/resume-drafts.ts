import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { maxResumeDrafts } from '@/lib/resume-templates';
import type { ResumeDraft } from '@/lib/schemas/generated-resumes';
import type { Database } from '../db/client';
import {
  countResumeDrafts,
  type DraftRow,
  deleteResumeDraft,
  findOwnDraftFile,
  insertResumeDraft,
  listResumeDrafts,
} from '../db/queries/resume-drafts';
import type { StoredFileRow } from '../db/queries/resumes';
import { lockUser, userLanguageSlug } from '../db/queries/users';
import { AppError } from '../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';

/** Generated resumes (docs/decisions/0042): at most five drafts and copies per seeker (41254). */

export const resumeDraftWhat = 'Resume draft';

const toDraft = (row: DraftRow): ResumeDraft => ({
  id: Number(row.id),
  filename: row.filename,
  size: Number(row.size),
  created_at: new Date(row.created_at).toISOString(),
});

/** 41254 when the seeker holds the most drafts already: checked before the work of setting a PDF. */
export async function assertDraftRoom(db: Database, userId: number): Promise<void> {
  if ((await countResumeDrafts(db, userId)) >= maxResumeDrafts) throw new AppError(apiCode.resumeCopyLimit);
}

/** The language a draft is set in: the one asked for, else the account's, else the request's. */
export async function draftLanguage(db: Database, userId: number, asked: string | undefined, fallback: LanguageSlug): Promise<LanguageSlug> {
  const account = await userLanguageSlug(db, userId);
  return isLanguageSlug(asked) ? asked : isLanguageSlug(account) ? account : fallback;
}

/** Records a generated PDF stored under `storageKey` as a draft, the limit checked again under the user's lock. */
export async function recordDraft(
  db: Database,
  draft: { userId: number; filename: string; size: number; storageKey: string; now: Date },
): Promise<ResumeDraft> {
  const row = await db.transaction(async (tx) => {
    // The user's row serialises concurrent generations, so the limit of five holds under races.
    await lockUser(tx, draft.userId);
    if ((await countResumeDrafts(tx, draft.userId)) >= maxResumeDrafts) throw new AppError(apiCode.resumeCopyLimit);
    return insertResumeDraft(tx, draft);
  });
  if (!row) throw new Error('The resume draft row was not written');
  return toDraft(row);
}

export async function resumeDrafts(db: Database, userId: number): Promise<ResumeDraft[]> {
  return (await listResumeDrafts(db, userId)).map(toDraft);
}

/** The caller's own live draft's file; anyone else's or none is a 404. */
export async function ownDraftFile(db: Database, userId: number, id: number): Promise<StoredFileRow> {
  const file = await findOwnDraftFile(db, userId, id);
  if (!file) throw AppError.notFound(resumeDraftWhat);
  return file;
}

/** Deletes the caller's own draft (anyone else's is a 404) and answers the key of its bytes. */
export async function deleteDraft(db: Database, userId: number, id: number, now: Date): Promise<string> {
  const key = await deleteResumeDraft(db, userId, id, now);
  if (key === undefined) throw AppError.notFound(resumeDraftWhat);
  return key;
}
