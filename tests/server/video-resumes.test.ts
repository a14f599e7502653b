import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoResumeListSchema, videoResumeSchema } from '@/lib/schemas/video-resumes';
import { readVideoLength, sniffCover, sniffVideo } from '@/server/domain/video-files';
import { rowsOf } from '@/server/db/rows';
import { type FileStorage, memoryStorage } from '@/server/storage/files';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker, send } from './applications-fixtures';
import { jobsWithRecruiters, recruiterSession } from './chat-support';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/video/${name}`, import.meta.url)));
const short = fixture('short.mp4');
const long = fixture('long.mp4');
const mov = fixture('short.mov');
const webm = fixture('short.webm');
const fake = fixture('not-a-video.mp4');
const png = fixture('cover.png');
const jpg = fixture('cover.jpg');

let platform: TestPlatform;
const stored = new Set<string>();
let storage: FileStorage;

beforeAll(async () => {
  // Memory storage that remembers which keys hold bytes, to see deletes reach the store.
  const inner = memoryStorage();
  storage = {
    put: async (bytes, extension) => {
      const key = await inner.put(bytes, extension);
      stored.add(key);
      return key;
    },
    get: (key) => inner.get(key),
    delete: async (key) => {
      stored.delete(key);
      await inner.delete(key);
    },
  };
  platform = await startTestPlatform({ services: { storage } });
});
afterAll(async () => {
  await platform?.close();
});

type Answer = { status: number; code: number; message: string; data: any };

async function post(path: string, seeker: Seeker | null, fields: Record<string, Uint8Array | string | [Uint8Array, string]>): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else if (Array.isArray(value)) form.set(name, new File([value[0] as BlobPart], value[1]));
    else form.set(name, new File([value as BlobPart], name === 'video_cover' ? 'cover.png' : 'me.mp4'));
  }
  const response = await platform.request(path, { method: 'POST', body: form, headers: seeker?.headers ?? {} });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const uploadVideo = (seeker: Seeker | null, file: Uint8Array | [Uint8Array, string], extra: Record<string, string> = {}) =>
  post('/jobseeker/video_resume/upload_v1', seeker, { video_resume: file, ...extra });
const uploadCover = (seeker: Seeker | null, file: Uint8Array, id: string | number | undefined) =>
  post('/jobseeker/video-resumes/upload-video-cover', seeker, id === undefined ? { video_cover: file } : { video_cover: file, video_resume_id: String(id) });

async function created(seeker: Seeker, file: Uint8Array = short) {
  const answer = await uploadVideo(seeker, file);
  expect(answer.status, JSON.stringify(answer)).toBe(201);
  return videoResumeSchema.parse(answer.data);
}

const list = async (seeker: Seeker) =>
  videoResumeListSchema.parse((await send(platform, 'GET', '/jobseeker/video-resumes', { headers: seeker.headers })).data).video_resumes;

const media = (path: string, headers: Record<string, string> = {}) => platform.request(path, { headers });

describe('reading video files', () => {
  it('tells the containers apart from their bytes and reads the real length of MP4 and MOV', () => {
    expect([short, long, mov, webm, fake, png].map(sniffVideo)).toEqual(['mp4', 'mp4', 'mov', 'webm', null, null]);
    expect(readVideoLength(short)?.seconds).toBeCloseTo(2.1, 1);
    expect(readVideoLength(long)).toEqual({ seconds: 190, hasVideo: true });
    expect(readVideoLength(mov)).toEqual({ seconds: 2, hasVideo: true });
    // An `ftyp` header over junk, and a file cut before its `moov`, do not open.
    const junk = new Uint8Array(200);
    junk.set(short.subarray(0, 32));
    expect(sniffVideo(junk)).toBe('mp4');
    expect(readVideoLength(junk)).toBeNull();
    expect(readVideoLength(short.subarray(0, 40))).toBeNull();
    expect([png, jpg, short, fake].map(sniffCover)).toEqual(['png', 'jpg', null, null]);
  });
});

describe('video resumes', () => {
  it('takes a real MP4 with its length from the container, a cover, serves both to the owner with ranges, and deletes the bytes', async () => {
    const seeker = await createSeeker(platform);
    // The browser's claimed name and type say nothing: the bytes are an MP4 of about two seconds.
    const video = await created(seeker);
    expect(video).toMatchObject({ filename: 'me.mp4', mime_type: 'video/mp4', size: short.length, cover_version: null });
    expect(video.duration).toBeCloseTo(2.1, 1);
    expect((await list(seeker)).map((v) => v.id)).toEqual([video.id]);

    const cover = await uploadCover(seeker, png, video.id);
    expect(cover.status, JSON.stringify(cover)).toBe(200);
    expect(cover.data.cover_version).toEqual(expect.any(Number));

    const whole = await media(`/jobseeker/video-resumes/${video.id}/video`, seeker.headers);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(short);
    const part = await media(`/jobseeker/video-resumes/${video.id}/video`, { ...seeker.headers, Range: 'bytes=4-11' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${short.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftypisom');
    const tail = await media(`/jobseeker/video-resumes/${video.id}/video`, { ...seeker.headers, Range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${short.length - 10}-${short.length - 1}/${short.length}`);
    const beyond = await media(`/jobseeker/video-resumes/${video.id}/video`, { ...seeker.headers, Range: `bytes=${short.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${short.length}`);
    const poster = await media(`/jobseeker/video-resumes/${video.id}/cover`, seeker.headers);
    expect(poster.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await poster.arrayBuffer())).toEqual(png);

    // A new cover replaces the old one, whose bytes leave the store.
    const keysBefore = new Set(stored);
    expect((await uploadCover(seeker, jpg, video.id)).data.cover_version).not.toBe(cover.data.cover_version);
    expect((await media(`/jobseeker/video-resumes/${video.id}/cover`, seeker.headers)).headers.get('content-type')).toBe('image/jpeg');
    expect([...keysBefore].filter((key) => !stored.has(key))).toHaveLength(1);

    // A new video for the same resume (video_resume_id) keeps the cover; a MOV is taken as a MOV.
    const replaced = await uploadVideo(seeker, [mov, 'clip.mov'], { video_resume_id: String(video.id) });
    expect(replaced.status, JSON.stringify(replaced)).toBe(200);
    expect(replaced.data).toMatchObject({ id: video.id, mime_type: 'video/quicktime', duration: 2, cover_version: expect.any(Number) });

    const keys = rowsOf<{ storage_key: string }>(
      await platform.handle.db.execute(sql`select storage_key from files where user_id = ${seeker.id} and kind like 'video_%'`),
    ).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => stored.has(key))).toBe(true);
    expect(await send(platform, 'DELETE', `/jobseeker/video-resume/${video.id}/delete`, { headers: seeker.headers })).toMatchObject({
      status: 200,
      data: { id: video.id },
    });
    expect(keys.some((key) => stored.has(key))).toBe(false);
    expect(await list(seeker)).toEqual([]);
    expect((await media(`/jobseeker/video-resumes/${video.id}/video`, seeker.headers)).status).toBe(404);
    expect((await send(platform, 'DELETE', `/jobseeker/video-resume/${video.id}/delete`, { headers: seeker.headers })).status).toBe(404);
  });

  it('refuses a video over three minutes, a fake MP4, a container whose length it cannot read, and an empty file, storing nothing', async () => {
    const seeker = await createSeeker(platform);
    const before = stored.size;
    const tooLong = await uploadVideo(seeker, long);
    expect(tooLong).toMatchObject({
      status: 422,
      code: 40001,
      data: { reason: 'too_long', duration: 190, errors: { video_resume: ['The video is 3:10 long: video resumes must be under 3 minutes'] } },
    });
    expect(await uploadVideo(seeker, [fake, 'me.mp4'])).toMatchObject({ status: 422, code: 40001, data: { reason: 'not_video' } });
    const junk = new Uint8Array(200);
    junk.set(short.subarray(0, 32));
    expect(await uploadVideo(seeker, junk)).toMatchObject({ status: 422, data: { reason: 'not_video' } });
    expect(await uploadVideo(seeker, [webm, 'me.webm'])).toMatchObject({ status: 422, data: { reason: 'unsupported' } });
    expect(await uploadVideo(seeker, new Uint8Array(0))).toMatchObject({ status: 422, data: { reason: 'empty' } });
    expect(await uploadVideo(seeker, png)).toMatchObject({ status: 422, data: { reason: 'not_video' } });
    expect((await post('/jobseeker/video_resume/upload_v1', seeker, { video_resume: 'text' })).data.errors.video_resume).toEqual(['Choose a video']);
    // Over 30 MB is refused before the body is read.
    const big = await uploadVideo(seeker, new Uint8Array(30 * 1024 * 1024 + 100 * 1024));
    expect(big).toMatchObject({ status: 422, data: { reason: 'too_large', errors: { video_resume: ['File size exceeds the limit of 30MB'] } } });
    expect(stored.size).toBe(before);
    expect(await list(seeker)).toEqual([]);
  });

  it('refuses a fourth video resume with 41245, also when two uploads race for the last place', async () => {
    const seeker = await createSeeker(platform);
    await created(seeker);
    await created(seeker);
    const before = stored.size;
    const race = await Promise.all([uploadVideo(seeker, short), uploadVideo(seeker, short)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(race.find((answer) => answer.status === 422)).toMatchObject({ code: 41245, message: 'You cannot have more than three video resumes' });
    expect(await uploadVideo(seeker, short)).toMatchObject({ status: 422, code: 41245 });
    expect(await list(seeker)).toHaveLength(3);
    // The refused uploads left no bytes behind.
    expect(stored.size).toBe(before + 1);
  });

  it('checks the cover: an image by its bytes, for one of the caller’s own video resumes', async () => {
    const seeker = await createSeeker(platform);
    const video = await created(seeker);
    expect(await uploadCover(seeker, fake, video.id)).toMatchObject({
      status: 422,
      data: { reason: 'not_image', errors: { video_cover: ['The cover must be a JPEG, PNG or WebP image'] } },
    });
    expect(await uploadCover(seeker, short, video.id)).toMatchObject({ status: 422, data: { reason: 'not_image' } });
    expect(await uploadCover(seeker, new Uint8Array(0), video.id)).toMatchObject({ status: 422, data: { reason: 'empty' } });
    expect((await uploadCover(seeker, new Uint8Array(5 * 1024 * 1024 + 100 * 1024), video.id)).data.reason).toBe('too_large');
    for (const id of [undefined, '', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect(await uploadCover(seeker, png, id), String(id)).toMatchObject({
        status: 422,
        code: 40001,
        data: { errors: { video_resume_id: ['Choose one of your video resumes'] } },
      });
    }
    expect((await media(`/jobseeker/video-resumes/${video.id}/cover`, seeker.headers)).status).toBe(404);
  });

  it('keeps each seeker’s video resumes to themselves: another user’s id is a 404, no session a 401, malformed ids refused', async () => {
    const owner = await createSeeker(platform);
    const stranger = await createSeeker(platform);
    const video = await created(owner);
    await uploadCover(owner, png, video.id);
    expect(await uploadCover(stranger, png, video.id)).toMatchObject({ status: 404, code: 40004 });
    expect(await uploadVideo(stranger, short, { video_resume_id: String(video.id) })).toMatchObject({ status: 404, code: 40004 });
    expect(await send(platform, 'DELETE', `/jobseeker/video-resume/${video.id}/delete`, { headers: stranger.headers })).toMatchObject({ status: 404 });
    for (const part of ['video', 'cover']) expect((await media(`/jobseeker/video-resumes/${video.id}/${part}`, stranger.headers)).status).toBe(404);
    expect(await list(stranger)).toEqual([]);
    // A recruiter is not the owner (docs/decisions/0043).
    const [job] = await jobsWithRecruiters(platform);
    const recruiter = await recruiterSession(platform, job?.recruiterId ?? 1);
    expect((await media(`/jobseeker/video-resumes/${video.id}/video`, recruiter.headers)).status).toBe(403);

    // No session: 401 on every call.
    expect((await send(platform, 'GET', '/jobseeker/video-resumes')).status).toBe(401);
    expect((await uploadVideo(null, short)).status).toBe(401);
    expect((await uploadCover(null, png, video.id)).status).toBe(401);
    expect((await send(platform, 'DELETE', `/jobseeker/video-resume/${video.id}/delete`)).status).toBe(401);
    expect((await media(`/jobseeker/video-resumes/${video.id}/video`)).status).toBe(401);

    // Malformed ids: in a form, 40001 naming the field; in a path, no such video resume.
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      expect(await uploadVideo(owner, short, { video_resume_id: id }), id).toMatchObject({ status: 422, data: { errors: { video_resume_id: expect.any(Array) } } });
    }
    for (const id of ['abc', '0', '99999999999', '-1']) {
      expect((await send(platform, 'DELETE', `/jobseeker/video-resume/${id}/delete`, { headers: owner.headers })).status, id).toBe(404);
      expect((await media(`/jobseeker/video-resumes/${id}/video`, owner.headers)).status, id).toBe(404);
    }
    expect(await list(owner)).toHaveLength(1);
  });
});
