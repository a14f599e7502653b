import type { VideoResume } from '@/lib/schemas/video-resumes';
import { maxVideoResumes } from '@/lib/video-resume-rules';
import type { Database } from '../db/client';
import { insertFile, removeFile } from '../db/queries/files';
import type { StoredFileRow } from '../db/queries/resumes';
import { lockUser } from '../db/queries/users';
import {
  countVideoResumes,
  deleteVideoResumeRow,
  findVideoMedia,
  findVideoResume,
  insertVideoResume,
  listVideoResumes,
  lockVideoResume,
  replaceVideo,
  setVideoCover,
  type VideoRow,
} from '../db/queries/video-resumes';
import { AppError } from '../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';

/** The name errors and 404s use for a video resume. */
export const videoResumeWhat = 'Video resume';

/** A stored upload about to be recorded: its safe name, type, size and the key of its bytes. */
export interface StoredUpload {
  name: string;
  mime: string;
  size: number;
  key: string;
}

function toVideoResume(row: VideoRow): VideoResume {
  return {
    id: Number(row.id),
    filename: row.filename,
    mime_type: row.mime_type,
    size: Number(row.size),
    duration: Number(row.duration_ms) / 1000,
    cover_version: row.cover_file_id === null ? null : Number(row.cover_file_id),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function videoResume(db: Database, id: number): Promise<VideoResume> {
  const row = await findVideoResume(db, id);
  if (!row) throw new Error('The video resume row was not written');
  return toVideoResume(row);
}

export async function videoResumesOf(db: Database, userId: number): Promise<VideoResume[]> {
  return (await listVideoResumes(db, userId)).map(toVideoResume);
}

/** The caller's video resume, locked for the transaction; another seeker's or none is a 404. */
async function lockOwn(tx: Database, userId: number, id: number) {
  const row = await lockVideoResume(tx, userId, id);
  if (!row) throw AppError.notFound(videoResumeWhat);
  return row;
}

/**
 * Records an uploaded video: a new video resume (at most three per seeker, 41245), or a new video
 * for the caller's `replacing` one (its cover stays). Answers its id and the key of the bytes the
 * replaced video leaves behind.
 */
export async function saveVideo(
  db: Database,
  upload: { userId: number; replacing: number | null; stored: StoredUpload; durationMs: number; now: Date },
): Promise<{ id: number; oldKey: string | null }> {
  const { userId, replacing, durationMs, now } = upload;
  const file = { ...upload.stored, userId, kind: 'video_resume', now };
  return db.transaction(async (tx) => {
    if (replacing !== null) {
      const current = await lockOwn(tx, userId, replacing);
      const fileId = await insertFile(tx, file);
      await replaceVideo(tx, replacing, { fileId, durationMs, now });
      return { id: replacing, oldKey: await removeFile(tx, current.video_file_id) };
    }
    // The user's row serialises concurrent uploads, so the limit of three holds under races.
    await lockUser(tx, userId);
    if ((await countVideoResumes(tx, userId)) >= maxVideoResumes) throw new AppError(apiCode.videoResumeLimit);
    const fileId = await insertFile(tx, file);
    return { id: await insertVideoResume(tx, userId, { fileId, durationMs, now }), oldKey: null };
  });
}

/** Makes the stored image the cover of the caller's video resume; answers the key of the old cover's bytes. */
export async function saveVideoCover(
  db: Database,
  upload: { userId: number; videoId: number; stored: StoredUpload; now: Date },
): Promise<string | null> {
  const { userId, videoId, now } = upload;
  return db.transaction(async (tx) => {
    const current = await lockOwn(tx, userId, videoId);
    const fileId = await insertFile(tx, { ...upload.stored, userId, kind: 'video_cover', now });
    await setVideoCover(tx, videoId, fileId, now);
    return removeFile(tx, current.cover_file_id);
  });
}

/** Deletes the caller's video resume and its files rows; answers the keys of their bytes. */
export async function deleteVideoResume(db: Database, userId: number, id: number): Promise<Array<string | null>> {
  return db.transaction(async (tx) => {
    const current = await lockOwn(tx, userId, id);
    await deleteVideoResumeRow(tx, id);
    return [await removeFile(tx, current.video_file_id), await removeFile(tx, current.cover_file_id)];
  });
}

/** The video or cover file of the caller's own video resume, if there is one. */
export function ownVideoMedia(db: Database, userId: number, id: number, column: 'video_file_id' | 'cover_file_id'): Promise<StoredFileRow | undefined> {
  return findVideoMedia(db, userId, id, column);
}
