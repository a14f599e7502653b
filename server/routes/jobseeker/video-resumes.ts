import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxId } from '@/lib/schemas/params';
import {
  minutesAndSeconds,
  type VideoProblem,
  videoCoverMaxBytes,
  videoResumeMaxBytes,
  videoResumeMaxSeconds,
} from '@/lib/video-resume-rules';
import { coverMimeTypes, readableContainers, sniffCover, sniffVideo, videoMimeTypes } from '../../domain/video-files';
import { probeVideoLength } from '../../domain/video-probe';
import {
  deleteVideoResume,
  ownVideoMedia,
  saveVideo,
  saveVideoCover,
  videoResume,
  videoResumesOf,
  videoResumeWhat as what,
} from '../../domain/video-resumes';
import { parseFormIsolated } from '../../http/isolated-form';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import type { PlatformServices } from '../../platform-services';
import { contentDisposition, type FileStorage, safeFileName } from '../../storage/files';
import { idPattern, rowId } from './path';
import * as apiCode from '@/lib/schemas/api-codes';

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** A refused file: 40001 under the field, with `reason` so the web says it in the seeker's language. */
function refused(field: 'video_resume' | 'video_cover', reason: VideoProblem, message: string, extra: Record<string, unknown> = {}) {
  return new AppError(apiCode.validationFailed, { message, data: { errors: { [field]: [message] }, reason, ...extra } });
}

const tooLarge = (field: 'video_resume' | 'video_cover', max: number) => refused(field, 'too_large', `File size exceeds the limit of ${megabytes(max)}MB`);

/** The multipart form of an upload; anything that is not one is a 40001 naming the file field. */
async function formOf(c: Context, field: 'video_resume' | 'video_cover') {
  const form = await parseFormIsolated(c).catch(() => {
    throw AppError.validation({ [field]: ['Send the file as multipart form data'] });
  });
  const file = form[field];
  if (!(file instanceof File)) throw AppError.validation({ [field]: [field === 'video_resume' ? 'Choose a video' : 'Choose a cover image'] });
  if (file.size === 0) throw refused(field, 'empty', 'The file is empty');
  return { file, givenId: form.video_resume_id };
}

/** `video_resume_id` from a form: absent (null) when `optional`, else an id, or a 40001. */
function videoIdOf(value: unknown, optional: boolean): number | null {
  if (optional && (value === undefined || value === '')) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  const id = /^[0-9]{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > maxId) throw AppError.validation({ video_resume_id: ['Choose one of your video resumes'] });
  return id;
}

/** The video's container and length, read from its bytes; refused with a reason otherwise. */
async function checkVideo(bytes: Uint8Array) {
  const container = sniffVideo(bytes);
  if (!container) throw refused('video_resume', 'not_video', 'The file is not a video: upload an MP4');
  if (!readableContainers.has(container)) {
    throw refused('video_resume', 'unsupported', `The length of a ${container.toUpperCase()} video cannot be checked: upload an MP4, MOV or 3GP`);
  }
  const length = await probeVideoLength(bytes);
  if (!length?.hasVideo) throw refused('video_resume', 'not_video', `The file is not a playable ${container.toUpperCase()} video: upload an MP4`);
  if (length.seconds > videoResumeMaxSeconds) {
    throw refused('video_resume', 'too_long', `The video is ${minutesAndSeconds(length.seconds)} long: video resumes must be under 3 minutes`, {
      duration: length.seconds,
    });
  }
  return { container, durationMs: Math.round(length.seconds * 1000) };
}

/** Deletes stored bytes after the rows that named them are gone; a failure is logged, not the seeker's. */
async function dropBytes(c: Context<AppEnv>, storage: FileStorage, keys: Array<string | null | undefined>) {
  for (const key of keys) {
    if (key) await storage.delete(key).catch((error: unknown) => c.get('log').warn({ err: error }, 'video resume bytes not deleted'));
  }
}

/**
 * Bytes as a media answer: the stored type, inline, never sniffed or cached, and one byte range
 * (RFC 9110 §14) when asked, which a browser's <video> uses to seek and to read the end of a file.
 */
function serveMedia(c: Context, bytes: Uint8Array, mimeType: string, filename: string) {
  const size = bytes.length;
  const headers: Record<string, string> = {
    'Content-Type': mimeType,
    'Content-Disposition': contentDisposition('inline', filename),
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  const range = c.req.header('range');
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!range || !match || (match[1] === '' && match[2] === '')) {
    // No range, or several (served whole, as RFC 9110 allows).
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end || size === 0) {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  }
  return c.body(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, 206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
}

/**
 * Video resumes (core spec §7 Video resumes; platform spec §3, §8, §9; docs/decisions/0043):
 * - GET /jobseeker/video-resumes: the caller's, newest first, each with its length in seconds.
 * - POST /jobseeker/video_resume/upload_v1 (multipart `video_resume`, optional `video_resume_id`):
 *   a new video resume, or a new video for the caller's `video_resume_id` (its cover stays). At
 *   most 30 MB; the container is read from the bytes (MP4, MOV, 3GP: the §9 types whose length the
 *   platform can read) and its real length must be under 3 minutes. A fourth is 41245.
 * - POST /jobseeker/video-resumes/upload-video-cover (multipart `video_cover`, `video_resume_id`):
 *   a JPEG, PNG or WebP of at most 5 MB as that video's cover; the old cover goes.
 * - DELETE /jobseeker/video-resume/{id}/delete: the row, its files and their bytes.
 * - GET /jobseeker/video-resumes/{id}/video and …/cover: the bytes, to their owner only, with ranges.
 */
export function videoResumeRoutes(services: PlatformServices) {
  const { storage } = services;

  async function serveOwn(c: Context<AppEnv>, column: 'video_file_id' | 'cover_file_id') {
    const id = rowId(c, what);
    const file = await ownVideoMedia(c.get('db'), c.get('userId'), id, column);
    const bytes = file ? await storage.get(file.storage_key) : null;
    if (!file || !bytes) throw AppError.notFound(what);
    return serveMedia(c, bytes, file.mime_type, file.filename);
  }

  return new Hono<AppEnv>()
    .get('/video-resumes', requireUser(), async (c) => {
      return ok(c, { video_resumes: await videoResumesOf(c.get('db'), c.get('userId')) });
    })
    .post(
      '/video_resume/upload_v1',
      requireUser(),
      // Refused before the body is read: a multipart envelope adds a little to the file itself.
      bodyLimit({ maxSize: videoResumeMaxBytes + 64 * 1024, onError: () => Promise.reject(tooLarge('video_resume', videoResumeMaxBytes)) }),
      async (c) => {
        const { file, givenId } = await formOf(c, 'video_resume');
        const replacing = videoIdOf(givenId, true);
        if (file.size > videoResumeMaxBytes) throw tooLarge('video_resume', videoResumeMaxBytes);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const { container, durationMs } = await checkVideo(bytes);
        const db = c.get('db');
        const key = await storage.put(bytes, container);
        const stored = { name: safeFileName(file.name, `video.${container}`, 200), mime: videoMimeTypes[container], size: bytes.length, key };
        try {
          const { id, oldKey } = await saveVideo(db, { userId: c.get('userId'), replacing, stored, durationMs, now: c.get('now') });
          await dropBytes(c, storage, [oldKey]);
          return ok(c, await videoResume(db, id), replacing === null ? 201 : 200);
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
      },
    )
    .post(
      '/video-resumes/upload-video-cover',
      requireUser(),
      bodyLimit({ maxSize: videoCoverMaxBytes + 64 * 1024, onError: () => Promise.reject(tooLarge('video_cover', videoCoverMaxBytes)) }),
      async (c) => {
        const { file, givenId } = await formOf(c, 'video_cover');
        const videoId = videoIdOf(givenId, false) as number;
        if (file.size > videoCoverMaxBytes) throw tooLarge('video_cover', videoCoverMaxBytes);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffCover(bytes);
        if (!type) throw refused('video_cover', 'not_image', 'The cover must be a JPEG, PNG or WebP image');
        const db = c.get('db');
        const key = await storage.put(bytes, type);
        try {
          const stored = { name: safeFileName(file.name, `cover.${type}`, 200), mime: coverMimeTypes[type], size: bytes.length, key };
          const oldKey = await saveVideoCover(db, { userId: c.get('userId'), videoId, stored, now: c.get('now') });
          await dropBytes(c, storage, [oldKey]);
          return ok(c, await videoResume(db, videoId));
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
      },
    )
    .delete(`/video-resume/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const id = rowId(c, what);
      const keys = await deleteVideoResume(c.get('db'), c.get('userId'), id);
      await dropBytes(c, storage, keys);
      return ok(c, { id });
    })
    .get(`/video-resumes/:id{${idPattern}}/video`, requireUser(), (c) => serveOwn(c, 'video_file_id'))
    .get(`/video-resumes/:id{${idPattern}}/cover`, requireUser(), (c) => serveOwn(c, 'cover_file_id'));
}
