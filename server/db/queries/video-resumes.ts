import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { StoredFileRow } from './resumes';

/** Video resumes (`video_resumes` aliased `v`, their `files` rows aliased `f`), moved from the route as written (decision 0087). */

export interface VideoRow {
  id: number;
  filename: string;
  mime_type: string;
  size: number;
  duration_ms: number;
  cover_file_id: number | null;
  created_at: string | Date;
  updated_at: string | Date;
}

const videoColumns = sql`v.id, f.filename, f.mime_type, f.size, v.duration_ms, v.cover_file_id, v.created_at, v.updated_at`;

export async function findVideoResume(db: Database, id: number): Promise<VideoRow | undefined> {
  const [row] = rowsOf<VideoRow>(await db.execute(sql`select ${videoColumns} from video_resumes v join files f on f.id = v.video_file_id where v.id = ${id}`));
  return row;
}

/** The user's video resumes, newest first. */
export async function listVideoResumes(db: Database, userId: number): Promise<VideoRow[]> {
  return rowsOf<VideoRow>(
    await db.execute(sql`
      select ${videoColumns} from video_resumes v join files f on f.id = v.video_file_id
      where v.user_id = ${userId} order by v.created_at desc, v.id desc`),
  );
}

export interface VideoFilesRow {
  video_file_id: number;
  cover_file_id: number | null;
}

/** The user's video resume's files, its row locked to the end of the transaction. */
export async function lockVideoResume(tx: Database, userId: number, id: number): Promise<VideoFilesRow | undefined> {
  const [row] = rowsOf<VideoFilesRow>(
    await tx.execute(sql`select video_file_id, cover_file_id from video_resumes where id = ${id} and user_id = ${userId} for update`),
  );
  return row;
}

export async function replaceVideo(tx: Database, id: number, video: { fileId: number; durationMs: number; now: Date }): Promise<void> {
  await tx.execute(sql`
    update video_resumes set video_file_id = ${video.fileId}, duration_ms = ${video.durationMs}, updated_at = ${video.now.toISOString()}::timestamptz
    where id = ${id}`);
}

export async function countVideoResumes(tx: Database, userId: number): Promise<number> {
  const [held] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from video_resumes where user_id = ${userId}`));
  return Number(held?.n ?? 0);
}

export async function insertVideoResume(tx: Database, userId: number, video: { fileId: number; durationMs: number; now: Date }): Promise<number> {
  const now = video.now.toISOString();
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into video_resumes (user_id, video_file_id, duration_ms, created_at, updated_at)
      values (${userId}, ${video.fileId}, ${video.durationMs}, ${now}::timestamptz, ${now}::timestamptz) returning id`),
  );
  return Number(row?.id);
}

export async function setVideoCover(tx: Database, id: number, fileId: number, now: Date): Promise<void> {
  await tx.execute(sql`update video_resumes set cover_file_id = ${fileId}, updated_at = ${now.toISOString()}::timestamptz where id = ${id}`);
}

export async function deleteVideoResumeRow(tx: Database, id: number): Promise<void> {
  await tx.execute(sql`delete from video_resumes where id = ${id}`);
}

/** The video or the cover file of the user's own video resume. */
export async function findVideoMedia(
  db: Database,
  userId: number,
  id: number,
  column: 'video_file_id' | 'cover_file_id',
): Promise<StoredFileRow | undefined> {
  const [file] = rowsOf<StoredFileRow>(
    await db.execute(sql`
      select f.filename, f.mime_type, f.storage_key from video_resumes v join files f on f.id = v.${sql.raw(column)}
      where v.id = ${id} and v.user_id = ${userId}`),
  );
  return file;
}
