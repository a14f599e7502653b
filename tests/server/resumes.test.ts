import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachedResumeListSchema, attachedResumeSchema } from '@/lib/schemas/resumes';
import type { OutgoingMessage } from '@/server/mail/mailer';
import { renderMessage } from '@/server/mail/templates';
import { rowsOf } from '@/server/db/rows';
import { minimalDocx, minimalPdf } from '../support/documents';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, openJobs, type Seeker, send } from './applications-fixtures';
import { chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];
const mail: OutgoingMessage[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ services: { mailer: { send: async (message) => void mail.push(message) } } });
  // Jobs one can apply to without answering questions, each with its own recruiter.
  const plain = new Set((await openJobs(platform, 'ph', 'plain')).map((job) => job.id));
  jobs = (await jobsWithRecruiters(platform)).filter((job) => plain.has(job.id));
});
afterAll(async () => {
  await platform?.close();
});

const text = (value: string) => new TextEncoder().encode(value);

async function upload(seeker: Seeker | null, file: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new File([file as BlobPart], name));
  const response = await platform.request('/jobseeker/resume/upload', { method: 'POST', body: form, headers: seeker?.headers ?? {} });
  return { status: response.status, ...((await response.json()) as { code: number; data: any }) };
}

async function uploaded(seeker: Seeker, name = 'Ada CV.pdf', file: Uint8Array = minimalPdf()) {
  const answer = await upload(seeker, file, name);
  expect(answer.status, JSON.stringify(answer)).toBe(201);
  return attachedResumeSchema.parse(answer.data);
}

const list = async (seeker: Seeker) => attachedResumeListSchema.parse((await send(platform, 'GET', '/jobseeker/resumes', { headers: seeker.headers })).data).resumes;

/** A GET as the web or the recruiter page sends it: the caller's own Role-Id (a recruiter's is 2). */
function download(path: string, headers: Record<string, string> = {}) {
  return platform.app.request(path, { headers: new Headers({ 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', ...headers }) });
}

describe('attached resumes', () => {
  it('lists name, format, size, upload time, syncable and auto-send; renames by the rules keeping the type', async () => {
    const seeker = await createSeeker(platform);
    const pdf = await uploaded(seeker);
    const docx = await uploaded(seeker, 'Lebenslauf.docx', minimalDocx());
    expect(pdf).toMatchObject({ filename: 'Ada CV.pdf', format: 'pdf', syncable: false, auto_send: false });
    expect((await list(seeker)).map((r) => [r.id, r.format])).toEqual([
      [docx.id, 'docx'],
      [pdf.id, 'pdf'],
    ]);

    const rename = (id: number, filename: unknown, who = seeker) => send(platform, 'PUT', `/jobseeker/resumes/${id}/rename`, { headers: who.headers, body: { filename } });
    expect((await rename(pdf.id, '  履歴書 2026 (final).PDF ')).data).toMatchObject({ filename: '履歴書 2026 (final).pdf', format: 'pdf' });
    expect((await rename(docx.id, 'السيرة الذاتية.pdf')).data.filename).toBe('السيرة الذاتية.pdf.docx');
    for (const [filename, message] of [
      ['', 'Enter a name for the resume'],
      ['   .pdf', 'Enter a name for the resume'],
      ['x'.repeat(101), 'Use at most 100 characters'],
      ['cv<script>', 'Use letters, digits, spaces and . _ - ( ) [ ] only'],
      ['../../etc/passwd', 'Use letters, digits, spaces and . _ - ( ) [ ] only'],
      ['cv\u202Efdp.exe', 'Use letters, digits, spaces and . _ - ( ) [ ] only'],
      ['a"b', 'Use letters, digits, spaces and . _ - ( ) [ ] only'],
    ] as const) {
      expect(await rename(pdf.id, filename), filename).toMatchObject({ status: 422, code: 40001, data: { errors: { filename: [message] } } });
    }
    for (const body of [42, null, ['a'], { a: 1 }]) expect((await rename(pdf.id, body)).status, JSON.stringify(body)).toBe(422);
    expect((await list(seeker)).find((r) => r.id === pdf.id)?.filename).toBe('履歴書 2026 (final).pdf');

    // Another seeker's resume, a missing one and an id no row can have are the same 404.
    const stranger = await createSeeker(platform);
    expect(await rename(pdf.id, 'mine now', stranger)).toMatchObject({ status: 404, code: 40004 });
    expect((await rename(999_999, 'x')).status).toBe(404);
    expect((await rename(9_999_999_999, 'x')).status).toBe(404);
    expect((await send(platform, 'PUT', `/jobseeker/resumes/${pdf.id}/rename`, { body: { filename: 'x' } })).status).toBe(401);
  });

  it('refuses a renamed HTML file with a PDF header (41281), and a fourth resume (41170)', async () => {
    const seeker = await createSeeker(platform);
    const html = text('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>');
    expect(await upload(seeker, html, 'cv.pdf')).toMatchObject({
      status: 422,
      code: 41281,
      data: { errors: { file: ['The file is not a valid PDF document: it does not open as one'] } },
    });
    for (let i = 0; i < 3; i++) await uploaded(seeker, `cv-${i}.pdf`);
    expect(await upload(seeker, minimalPdf(), 'cv-4.pdf')).toMatchObject({ status: 422, code: 41170 });
    expect(await list(seeker)).toHaveLength(3);
    expect((await upload(null, minimalPdf(), 'cv.pdf')).status).toBe(401);
  });

  it('keeps the auto-send resume from deletion (41186); deletes others with their bytes, for their owner only', async () => {
    const seeker = await createSeeker(platform);
    const first = await uploaded(seeker, 'first.pdf');
    const second = await uploaded(seeker, 'second.pdf');
    const autoSend = (id: number, value: unknown, who = seeker) =>
      send(platform, 'PUT', `/jobseeker/resumes/${id}/auto-send`, { headers: who.headers, body: { auto_send: value } });
    const remove = (id: number, who: Seeker | null = seeker) => send(platform, 'DELETE', `/jobseeker/resumes/${id}/delete`, { headers: who?.headers ?? {} });

    expect((await autoSend(first.id, true)).data.auto_send).toBe(true);
    expect((await autoSend(second.id, true)).data.auto_send).toBe(true);
    // One auto-send resume at a time: choosing the second clears the first.
    expect((await list(seeker)).map((r) => [r.filename, r.auto_send])).toEqual([
      ['second.pdf', true],
      ['first.pdf', false],
    ]);
    expect(await remove(second.id)).toMatchObject({ status: 422, code: 41186 });
    expect((await autoSend(second.id, 'yes')).status).toBe(422);

    const stranger = await createSeeker(platform);
    expect(await remove(first.id, stranger)).toMatchObject({ status: 404, code: 40004 });
    expect((await autoSend(first.id, true, stranger)).status).toBe(404);
    expect((await remove(first.id, null)).status).toBe(401);

    const [row] = rowsOf<{ storage_key: string }>(await platform.handle.db.execute(sql`select storage_key from files where id = ${first.id}`));
    expect(await remove(first.id)).toMatchObject({ status: 200, data: { id: first.id } });
    expect(await platform.services.storage.get(row?.storage_key as string)).toBeNull();
    expect((await list(seeker)).map((r) => r.id)).toEqual([second.id]);
    expect((await remove(first.id)).status).toBe(404);
    // A slot is free again.
    await uploaded(seeker, 'third.pdf');
  });

  it('downloads for the owner and the recruiters it went to, as an attachment; nobody else', async () => {
    const [job, otherJob] = jobs;
    if (!job || !otherJob) throw new Error('seeded jobs missing');
    const seeker = await createSeeker(platform);
    const resume = await uploaded(seeker, 'Ada "CV"; résumé.pdf');
    const kept = await uploaded(seeker, 'kept.pdf');
    const path = (id: number) => `/jobseeker/resumes/${id}/download`;

    const own = await download(path(resume.id), seeker.headers);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="Ada _CV__ r_sum_.pdf"; filename*=UTF-8''Ada%20%22CV%22%3B%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(minimalPdf());

    const recruiter = await recruiterSession(platform, job.recruiterId);
    const otherRecruiter = await recruiterSession(platform, otherJob.recruiterId);
    const stranger = await createSeeker(platform);
    expect((await download(path(resume.id), recruiter.headers)).status).toBe(404);
    // Applying with it gives the job's recruiter the right to read it; not the other recruiter.
    expect((await send(platform, 'POST', `/job/jobs/${job.id}/applications`, { headers: seeker.headers, country: 'ph', body: { resume_id: resume.id } })).status).toBe(201);
    expect((await download(path(resume.id), recruiter.headers)).status).toBe(200);
    expect((await download(path(kept.id), recruiter.headers)).status).toBe(404);
    expect((await download(path(resume.id), otherRecruiter.headers)).status).toBe(404);
    expect((await download(path(resume.id), stranger.headers)).status).toBe(404);
    expect((await download(path(resume.id))).status).toBe(401);
    expect((await download(path(resume.id), { ...seeker.headers, 'Role-Id': '2' })).status).toBe(403);
    expect((await download('/jobseeker/resumes/abc/download', seeker.headers)).status).toBe(404);

    // Sending it in a chat gives that recruiter the right too.
    const chat = await chatCall(platform, { headers: seeker.headers }, 'POST', '/chat/chats', { job_id: otherJob.id });
    const chatId = chat.data.chat.id as number;
    await chatCall(platform, otherRecruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Hello' });
    await chatCall(platform, { headers: seeker.headers }, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Hi' });
    expect((await chatCall(platform, { headers: seeker.headers }, 'POST', `/chat/chats/${chatId}/send-resume`, { resume_id: kept.id, client_id: clientId() })).status).toBe(200);
    expect((await download(path(kept.id), otherRecruiter.headers)).status).toBe(200);

    // A deleted resume is gone for everyone.
    expect((await send(platform, 'DELETE', `/jobseeker/resumes/${resume.id}/delete`, { headers: seeker.headers })).status).toBe(200);
    expect((await download(path(resume.id), recruiter.headers)).status).toBe(404);
    expect((await download(path(resume.id), seeker.headers)).status).toBe(404);
  });

  it('sends a resume by email as a link that downloads it until it expires, in the seeker’s language', async () => {
    const seeker = await createSeeker(platform);
    const resume = await uploaded(seeker, '履歴書.pdf');
    const share = (body: unknown, who: Seeker | null = seeker) =>
      send(platform, 'POST', '/jobseeker/send-resume-email', { headers: who?.headers ?? {}, language: 'ja-jp', body });
    mail.length = 0;
    const answer = await share({ email: ' HR@Example.test ', resume_id: resume.id });
    expect(answer).toMatchObject({ status: 200, data: { sent: true } });
    expect(mail).toHaveLength(1);
    const message = mail[0] as OutgoingMessage;
    expect(message).toMatchObject({ channel: 'email', to: 'hr@example.test', template: 'resume_shared', languageSlug: 'ja-jp' });
    const rendered = renderMessage(message);
    expect(rendered.subject).toContain('履歴書が届きました');
    expect(rendered.text).toContain('「履歴書.pdf」');
    const link = new URL(String(message.values.link));
    expect(link.pathname).toMatch(/^\/api\/jobseeker\/resumes\/shared\/[\w-]{43}$/);
    const shared = await download(link.pathname.replace(/^\/api/, ''));
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect((await download('/jobseeker/resumes/shared/not-the-token-but-long-enough')).status).toBe(404);
    // Stored as a hash only.
    const tokens = rowsOf<{ token_hash: string }>(await platform.handle.db.execute(sql`select token_hash from resume_shares where file_id = ${resume.id}`));
    expect(tokens[0]?.token_hash).not.toContain(link.pathname.split('/').pop());

    for (const body of [{ email: 'not-an-email', resume_id: resume.id }, { email: 'a@b.test' }, { email: 'a@b.test', resume_id: 'x' }, {}]) {
      expect((await share(body)).status, JSON.stringify(body)).toBe(422);
    }
    const stranger = await createSeeker(platform);
    expect((await share({ email: 'a@b.test', resume_id: resume.id }, stranger)).status).toBe(404);
    expect((await share({ email: 'a@b.test', resume_id: resume.id }, null)).status).toBe(401);
    expect(mail).toHaveLength(1);

    // Deleting the resume ends its links.
    await send(platform, 'DELETE', `/jobseeker/resumes/${resume.id}/delete`, { headers: seeker.headers });
    expect((await download(link.pathname.replace(/^\/api/, ''))).status).toBe(404);
  });

  it('limits the emails one seeker sends in an hour', async () => {
    const seeker = await createSeeker(platform);
    const resume = await uploaded(seeker);
    for (let i = 0; i < 10; i++) {
      expect((await send(platform, 'POST', '/jobseeker/send-resume-email', { headers: seeker.headers, body: { email: `r${i}@example.test`, resume_id: resume.id } })).status).toBe(200);
    }
    const over = await send(platform, 'POST', '/jobseeker/send-resume-email', { headers: seeker.headers, body: { email: 'r@example.test', resume_id: resume.id } });
    expect(over).toMatchObject({ status: 429, code: 40006 });
    expect(over.data.retry_after).toBeGreaterThan(0);
  });
});
