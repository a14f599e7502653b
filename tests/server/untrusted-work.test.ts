import { sql } from 'drizzle-orm';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachedResumeSchema } from '@/lib/schemas/resumes';
import { createJobRunner, type JobRunner } from '@/server/jobs/runner';
import { createLogger } from '@/server/logger';
import { resumeParseTaskHandlers } from '@/server/resume-parsing/task';
import { rowsOf } from '@/server/db/rows';
import { minimalDocx, minimalPdf } from '../support/documents';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker, send } from './applications-fixtures';

/**
 * Issue 29, items 1–3: files made to exhaust the platform. Each test runs the bad work while the
 * platform is asked for /health over and over, and asserts it kept answering (a count of answers
 * while the work ran, not a time), that the file was refused or the reading failed for good.
 */
let platform: TestPlatform;
let runner: JobRunner;

beforeAll(async () => {
  platform = await startTestPlatform();
  runner = createJobRunner({ db: platform.handle.db, logger: createLogger('silent'), schedules: [], handlers: resumeParseTaskHandlers(platform.services) });
});
afterAll(async () => {
  await platform?.close();
});

const encode = (text: string) => new TextEncoder().encode(text);

async function upload(seeker: Seeker, file: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([file as BlobPart], name));
  const response = await platform.request('/jobseeker/resume/upload', { method: 'POST', body: form, headers: seeker.headers });
  return { status: response.status, ...((await response.json()) as { code: number; message: string; data: any }) };
}

/** Runs `work` while asking /health one call after another; how many answers came back meanwhile. */
async function healthAnswersDuring<T>(work: Promise<T>): Promise<{ result: T; answers: number }> {
  let done = false;
  let answers = 0;
  const settled = work.finally(() => {
    done = true;
  });
  while (!done) {
    const response = await platform.request('/health');
    expect(response.status).toBe(200);
    answers += 1;
    // Let the work's own callbacks run between calls, as a second client's would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { result: await settled, answers };
}

/** A DOCX whose body is one line: `text` in one run. */
function oneLineDocx(text: string) {
  return minimalDocx(text);
}

/** A DOCX that passes for a resume but whose header part unpacks to `headerBytes` of letters. */
function zipBombDocx(headerBytes: number) {
  const real = minimalDocx('Ada Lovelace, analyst, ada@example.com');
  const header = new Uint8Array(headerBytes).fill(0x61);
  header.set(encode('<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>'));
  const parts: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(unzipSync(real))) parts[name] = bytes;
  parts['word/header1.xml'] = header;
  return zipSync(parts, { level: 9 });
}

const taskOf = async (parseId: number) =>
  rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    await platform.handle.db.execute(sql`select status, attempts, last_error from background_tasks where kind = 'resume.parse' and (payload->>'parse_id')::int = ${parseId}`),
  )[0];

describe('untrusted file work runs off the event loop, within limits (issue 29)', () => {
  it('refuses a junk "PDF" with 422 while /health keeps answering', async () => {
    const seeker = await createSeeker(platform);
    // A real PDF first: the reader is loaded and warm, so what follows measures the junk file alone.
    expect((await upload(seeker, minimalPdf(), 'warm.pdf')).status).toBe(201);
    const junk = new Uint8Array(4 * 1024 * 1024).fill(0x61);
    junk.set(encode('%PDF-1.4\n'));
    const { result, answers } = await healthAnswersDuring(upload(seeker, junk, 'junk.pdf'));
    expect(result).toMatchObject({ status: 422, code: 41281, message: 'The file is not a valid PDF document: it does not open as one' });
    expect(answers).toBeGreaterThanOrEqual(10);
    // Loading the readers into both workers takes tens of seconds on a busy two-core machine.
  }, 120_000);

  it('refuses a DOCX whose header part unpacks past the bound (a zip bomb), not only its document part', async () => {
    const seeker = await createSeeker(platform);
    const bomb = zipBombDocx(48 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(256 * 1024);
    expect(await upload(seeker, bomb, 'bomb.docx')).toMatchObject({ status: 422, code: 41281, message: 'The file is not a valid DOCX document: it does not open as one' });
  });

  it('reads a DOCX of one 256 KB line in the background while /health keeps answering', async () => {
    const seeker = await createSeeker(platform);
    const answer = await upload(seeker, oneLineDocx('a'.repeat(256 * 1024)), 'one line.docx');
    expect(answer.status, JSON.stringify(answer)).toBe(201);
    const resume = attachedResumeSchema.parse(answer.data);
    const { answers } = await healthAnswersDuring(runner.tick());
    expect(answers).toBeGreaterThanOrEqual(1);
    const read = await send(platform, 'GET', `/jobseeker/resume/${resume.parse_id}/get-syncable-content`, { headers: seeker.headers });
    expect(read.data).toMatchObject({ state: 'completed', failure: null, content: { email: null } });
    expect(await taskOf(resume.parse_id as number)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('fails the reading of a stored zip bomb for good, with its reason, and the platform lives on', async () => {
    const seeker = await createSeeker(platform);
    const answer = await upload(seeker, minimalDocx('Ada Lovelace, analyst'), 'cv.docx');
    const resume = attachedResumeSchema.parse(answer.data);
    // As if it had passed an older upload check: the stored bytes become the bomb.
    const key = await platform.services.storage.put(zipBombDocx(48 * 1024 * 1024), 'docx');
    await platform.handle.db.execute(sql`update files set storage_key = ${key} where id = ${resume.id}`);

    const { answers } = await healthAnswersDuring(runner.tick());
    expect(answers).toBeGreaterThanOrEqual(1);
    const read = await send(platform, 'GET', `/jobseeker/resume/${resume.parse_id}/get-syncable-content`, { headers: seeker.headers });
    expect(read.data).toMatchObject({ state: 'failed', failure: 'unreadable', content: null });
    const task = await taskOf(resume.parse_id as number);
    expect(task).toMatchObject({ status: 'failed', attempts: 1 });
    expect(task?.last_error).toMatch(/size limit: word\/header1\.xml unpacks to/);
    // Nothing is handed out again: the next round finds no task.
    expect(await runner.tick()).toBe(0);
    expect((await platform.request('/health')).status).toBe(200);
  });
});
