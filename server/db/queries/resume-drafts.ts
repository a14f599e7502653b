import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { resumeDraftKind, type StoredFileRow } from './resumes';

/** Generated resumes: `files` rows of kind `resume_draft`, moved from the route as written (decision 0087). */

export interface DraftRow {
  id: number;
  filename: string;
  size: number;
  created_at: string | Date;
}

export async function countResumeDrafts(db: Database, userId: number): Promise<number> {
  const [held] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from files where user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null`),
  );
  return Number(held?.n ?? 0);
}

export async function insertResumeDraft(
  tx: Database,
  draft: { userId: number; filename: string; size: number; storageKey: string; now: Date },
): Promise<DraftRow | undefined> {
  const [inserted] = rowsOf<DraftRow>(
    await tx.execute(sql`
      insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
      values (${draft.userId}, ${resumeDraftKind}, ${draft.filename}, 'application/pdf', ${draft.size}, ${draft.storageKey},
        ${draft.now.toISOString()}::timestamptz)
      returning id, filename, size, created_at`),
  );
  return inserted;
}

/** The user's live drafts, newest first. */
export async function listResumeDrafts(db: Database, userId: number): Promise<DraftRow[]> {
  return rowsOf<DraftRow>(
    await db.execute(sql`
      select id, filename, size, created_at from files
      where user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null
      order by created_at desc, id desc`),
  );
}

export async function findOwnDraftFile(db: Database, userId: number, id: number): Promise<StoredFileRow | undefined> {
  const [file] = rowsOf<StoredFileRow>(
    await db.execute(sql`
      select filename, mime_type, storage_key from files
      where id = ${id} and user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null`),
  );
  return file;
}

/** Marks the user's live draft deleted and answers the key of its bytes. */
export async function deleteResumeDraft(db: Database, userId: number, id: number, now: Date): Promise<string | undefined> {
  const [row] = rowsOf<{ storage_key: string }>(
    await db.execute(sql`
      update files set deleted_at = ${now.toISOString()}::timestamptz
      where id = ${id} and user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null
      returning storage_key`),
  );
  return row?.storage_key;
}
