import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatResultSchema } from '@/lib/schemas/chat';
import { files } from '@/server/db/schema';
import { minimalPdf } from '../support/documents';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { type ChatUser, chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await jobsWithRecruiters(platform);
});
afterAll(async () => {
  await platform?.close();
});

async function storedResume(owner: ChatUser, filename: string) {
  const bytes = minimalPdf();
  const storageKey = await platform.services.storage.put(bytes, 'pdf');
  const [row] = await platform.handle.db
    .insert(files)
    .values({ userId: owner.id, kind: 'resume', filename, mimeType: 'application/pdf', size: bytes.length, storageKey })
    .returning({ id: files.id });
  if (!row) throw new Error('no resume row');
  return { id: row.id, bytes };
}

async function download(user: ChatUser | null, chatId: number, resumeId: number | string) {
  const headers = new Headers({ 'Country-Id': 'ph', 'Language-Id': 'en-us', ...(user?.headers ?? {}) });
  return platform.app.request(`/chat/chats/${chatId}/resumes/${resumeId}`, { headers });
}

describe('GET /chat/chats/{chatId}/resumes/{resumeId}', () => {
  it('gives a resume sent in the chat to both parties, as a download, and to nobody else', async () => {
    const [job, otherJob] = jobs;
    if (!job || !otherJob) throw new Error('seeded jobs missing');
    const me = await seeker(platform);
    const stranger = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const otherRecruiter = await recruiterSession(platform, otherJob.recruiterId);
    const sent = await storedResume(me, 'Ada "CV" résumé.pdf');
    const kept = await storedResume(me, 'never-sent.pdf');
    const chatId = startChatResultSchema.parse((await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id })).data).chat.id;
    await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Hello' });
    expect((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/send-resume`, { resume_id: sent.id, client_id: clientId() })).status).toBe(200);

    const forRecruiter = await download(recruiter, chatId, sent.id);
    expect(forRecruiter.status).toBe(200);
    expect(forRecruiter.headers.get('content-type')).toBe('application/pdf');
    expect(forRecruiter.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(forRecruiter.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await forRecruiter.arrayBuffer())).toEqual(sent.bytes);
    expect((await download(me, chatId, sent.id)).status).toBe(200);

    // Not sent here, another recruiter, another seeker, no session, a malformed id.
    expect((await download(recruiter, chatId, kept.id)).status).toBe(404);
    expect((await download(otherRecruiter, chatId, sent.id)).status).toBe(404);
    expect((await download(stranger, chatId, sent.id)).status).toBe(404);
    expect((await download(null, chatId, sent.id)).status).toBe(401);
    expect((await download(recruiter, chatId, 'abc')).status).toBe(404);
  });
});
