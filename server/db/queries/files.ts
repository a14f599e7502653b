import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/** Statements on `files` rows that several aggregates share (decision 0087). */

export interface NewFile {
  userId: number;
  kind: string;
  name: string;
  mime: string;
  size: number;
  key: string;
  now: Date;
}

/** Writes a files row and answers its id. */
export async function insertFile(tx: Database, file: NewFile): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
      values (${file.userId}, ${file.kind}, ${file.name}, ${file.mime}, ${file.size}, ${file.key}, ${file.now.toISOString()}::timestamptz)
      returning id`),
  );
  return Number(row?.id);
}

/** Removes a files row and answers the key of its bytes (null when there was none). */
export async function removeFile(tx: Database, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const [row] = rowsOf<{ storage_key: string }>(await tx.execute(sql`delete from files where id = ${fileId} returning storage_key`));
  return row?.storage_key ?? null;
}
