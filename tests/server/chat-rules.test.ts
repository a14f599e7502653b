import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatDetailSchema, greetingListSchema, phraseListSchema, startChatResultSchema } from '@/lib/schemas/chat';
import { files, jobs as jobsTable } from '@/server/db/schema';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { type ChatUser, chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];
let next = 0;
const freshJob = () => {
  const job = jobs[next++];
  if (!job) throw new Error('out of seeded recruiters');
  return job;
};

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await jobsWithRecruiters(platform);
});
afterAll(async () => {
  await platform?.close();
});

const start = (user: ChatUser, jobId: number) => chatCall(platform, user, 'POST', '/chat/chats', { job_id: jobId });

describe('who may start a chat', () => {
  it('refuses a chat with oneself', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    await recruiterSession(platform, job.recruiterId, me.id);
    expect(await start(me, job.id)).toMatchObject({ status: 403, code: 40005, data: { reason: 'self_chat' } });
  });

  it('keeps a blocked company\'s recruiters away until the seeker unblocks it', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const chat = startChatResultSchema.parse((await start(me, job.id)).data).chat;
    const blocked = await chatCall(platform, me, 'POST', '/company/blacklist-companies/create', { company_id: job.companyId });
    expect(blocked).toMatchObject({ status: 201, data: { company_id: job.companyId } });
    expect((await chatCall(platform, me, 'GET', '/company/blacklist-companies')).data.companies).toHaveLength(1);
    const reach = await chatCall(platform, recruiter, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: 'Hello?' });
    expect(reach).toMatchObject({ status: 403, code: 40005, data: { reason: 'company_blocked' } });
    expect(await start(me, job.id)).toMatchObject({ status: 403, code: 40005 });
    expect((await chatCall(platform, me, 'DELETE', `/company/${job.companyId}/blacklist-companies/delete`)).data).toEqual({ deleted: true });
    expect((await chatCall(platform, recruiter, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: 'Hello?' })).code).toBe(0);
    expect((await chatCall(platform, me, 'POST', '/company/blacklist-companies/create', { company_id: 2_000_000_000 })).status).toBe(404);
    expect((await chatCall(platform, null, 'GET', '/company/blacklist-companies')).status).toBe(401);
  });

  it('refuses a seeker who may not work where the job is (41274)', async () => {
    const job = freshJob();
    const elsewhere = await seeker(platform, { workEligibility: ['jp'] });
    expect(await start(elsewhere, job.id)).toMatchObject({ status: 403, code: 41274 });
    const local = await seeker(platform, { workEligibility: ['jp', 'ph'] });
    expect((await start(local, job.id)).code).toBe(0);
    const [remote] = await platform.addJobs('ph', [{ recruiterId: job.recruiterId, companyId: job.companyId, openTo: { worldwide: false, countries: ['sg', 'my'], closed: [] } }]);
    const other = await seeker(platform, { workEligibility: ['ph'] });
    expect(await start(other, remote as number)).toMatchObject({ status: 403, code: 41274 });
  });

  it('opens an invitation link until it expires (41273)', async () => {
    const job = freshJob();
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const invited = await chatCall(platform, recruiter, 'POST', '/chat/invitations', { job_id: job.id, expires_in_hours: 1 });
    expect(invited.status).toBe(201);
    const token = invited.data.token as string;
    const me = await seeker(platform);
    const preview = await chatCall(platform, me, 'GET', `/chat/invitations/${token}`);
    expect(preview.data).toMatchObject({ job: { id: job.id }, recruiter: { id: job.recruiterId }, chat_id: null });
    const accepted = await chatCall(platform, me, 'POST', `/chat/invitations/${token}/accept`, {});
    expect(accepted).toMatchObject({ status: 201, data: { created: true } });
    await platform.handle.db.execute(sql`update chat_invitations set expires_at = ${platform.now.toISOString()}::timestamptz`);
    expect(await chatCall(platform, me, 'GET', `/chat/invitations/${token}`)).toMatchObject({ status: 422, code: 41273 });
    expect(await chatCall(platform, me, 'POST', `/chat/invitations/${token}/accept`, {})).toMatchObject({ code: 41273 });
    expect((await chatCall(platform, me, 'POST', '/chat/invitations', { job_id: job.id })).status).toBe(403);
    expect((await chatCall(platform, recruiter, 'POST', '/chat/invitations', { job_id: freshJob().id })).status).toBe(404);
    expect((await chatCall(platform, me, 'GET', '/chat/invitations/unknown-token-0000000000')).status).toBe(404);
  });
});

describe('common phrases and greetings', () => {
  it('keeps at most 20 phrases, offers 10 in chat, and refuses contact information', async () => {
    const me = await seeker(platform);
    for (const text of ['Mail me at ada@example.com', 'Call +63 917 123 4567', 'See www.example.com', 'tg: @adalovelace', 'WhatsApp: ada_l']) {
      const refused = await chatCall(platform, me, 'POST', '/chat/common-phrases/create', { text });
      expect(refused, text).toMatchObject({ status: 422, code: 40001 });
    }
    for (let i = 1; i <= 20; i++) {
      expect((await chatCall(platform, me, 'POST', '/chat/common-phrases/create', { text: `I have ${i} years of experience, 2019-2023 at my last job.` })).status).toBe(201);
    }
    expect(await chatCall(platform, me, 'POST', '/chat/common-phrases/create', { text: 'One too many' })).toMatchObject({ status: 422 });
    expect(phraseListSchema.parse((await chatCall(platform, me, 'GET', '/chat/common-phrases')).data).phrases).toHaveLength(20);
    const inChat = phraseListSchema.parse((await chatCall(platform, me, 'GET', '/chat/common-phrases?for=chat')).data).phrases;
    expect(inChat).toHaveLength(10);
    const first = inChat[0] as { id: number };
    expect((await chatCall(platform, me, 'PATCH', `/chat/common-phrases/${first.id}/update`, { text: 'Thank you!' })).data.text).toBe('Thank you!');
    const stranger = await seeker(platform);
    expect((await chatCall(platform, stranger, 'DELETE', `/chat/common-phrases/${first.id}/delete`)).status).toBe(404);
    expect((await chatCall(platform, me, 'DELETE', `/chat/common-phrases/${first.id}/delete`)).data).toEqual({ deleted: true });
  });

  it('keeps at most 10 greetings without links, phone numbers or Telegram, and sends the selected one', async () => {
    // Registered in English, using the Japanese site: the default greeting is in the site's language.
    const me = await seeker(platform, { languageSlug: 'en-us' });
    const initial = greetingListSchema.parse((await chatCall(platform, me, 'GET', '/chat/greetings', undefined, { 'Language-Id': 'ja-jp' })).data);
    expect(initial.greetings).toHaveLength(1);
    expect(initial.greetings[0]).toMatchObject({ selected: true });
    expect(initial.greetings[0]?.text).toMatch(/こんにちは/);
    for (const text of ['Visit https://ada.dev', 'Reach me on t.me/ada', 'My number: ０９１７ １２３ ４５６７']) {
      expect(await chatCall(platform, me, 'POST', '/chat/greetings/create', { text }), text).toMatchObject({ status: 422 });
    }
    const made = await chatCall(platform, me, 'POST', '/chat/greetings/create', { text: 'Hi, I would love to hear more about the team.' });
    expect(made.status).toBe(201);
    expect((await chatCall(platform, me, 'POST', `/chat/greetings/${made.data.id}/select`)).data).toMatchObject({ selected: true });
    for (let i = 3; i <= 10; i++) await chatCall(platform, me, 'POST', '/chat/greetings/create', { text: `Greeting number ${i}` });
    expect((await chatCall(platform, me, 'POST', '/chat/greetings/create', { text: 'Eleventh' })).status).toBe(422);
    const job = freshJob();
    const { chat } = startChatResultSchema.parse((await start(me, job.id)).data);
    expect(chat.last_message).toMatchObject({ type: 'greeting', text: 'Hi, I would love to hear more about the team.' });
  });
});

describe('resume, mobile exchange and job switch', () => {
  it('waits for both sides, then sends a resume and exchanges numbers when the recruiter agrees', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const [resume] = await platform.handle.db
      .insert(files)
      .values({ userId: me.id, kind: 'resume', filename: 'ada-cv.pdf', mimeType: 'application/pdf', size: 1000, storageKey: `test-${me.id}` })
      .returning({ id: files.id });
    const chatId = startChatResultSchema.parse((await start(me, job.id)).data).chat.id;
    const resumeBody = () => ({ resume_id: resume?.id, client_id: clientId('resume') });
    expect(await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/send-resume`, resumeBody())).toMatchObject({ status: 409, code: 41521 });
    expect(await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/mobile-exchange/request`, { client_id: clientId() })).toMatchObject({ code: 41521 });
    await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Hello Ada' });

    const sent = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/send-resume`, resumeBody());
    expect(sent.data).toMatchObject({ type: 'resume', payload: { resume_id: resume?.id, file_name: 'ada-cv.pdf' } });
    expect((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/send-resume`, { resume_id: 2_000_000, client_id: clientId() })).status).toBe(404);
    expect((await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/send-resume`, resumeBody())).status).toBe(403);

    expect(await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/mobile-exchange/respond`, { accept: true, client_id: clientId() })).toMatchObject({ code: 41522 });
    const ask = clientId('ask');
    const asked = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/mobile-exchange/request`, { client_id: ask });
    expect(asked.data).toMatchObject({ type: 'mobile_exchange_request' });
    expect((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/mobile-exchange/request`, { client_id: ask })).data).toEqual(asked.data);
    expect(await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/mobile-exchange/request`, { client_id: clientId() })).toMatchObject({ code: 41522 });
    expect((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/mobile-exchange/respond`, { accept: true, client_id: clientId() })).status).toBe(403);
    const agreed = await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/mobile-exchange/respond`, { accept: true, client_id: clientId() });
    expect(agreed.data).toMatchObject({ type: 'mobile_exchange_accepted', payload: { jobseeker_phone: '+63 9171234567' } });
    const detail = chatDetailSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chatId}`)).data);
    expect(detail).toMatchObject({ mobile_exchange: 'accepted', both_replied: true });
  });

  it('switches the job a chat is about, asking for confirmation only the first time', async () => {
    const job = freshJob();
    const [second, third] = await platform.addJobs('ph', [
      { recruiterId: job.recruiterId, companyId: job.companyId, title: 'Second role', status: 'active' },
      { recruiterId: job.recruiterId, companyId: job.companyId, title: 'Third role', status: 'active' },
    ]);
    const me = await seeker(platform);
    const chatId = startChatResultSchema.parse((await start(me, job.id)).data).chat.id;
    expect(await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/switch-job`, { job_id: second })).toMatchObject({ status: 409, code: 41520 });
    const switched = chatDetailSchema.parse((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/switch-job`, { job_id: second, confirm: true })).data);
    expect(switched).toMatchObject({ job: { id: second, title: 'Second role' }, job_switch_confirmed: true, last_message: { type: 'job_switched' } });
    expect(switched.switchable_jobs.map((j) => j.id)).toContain(third);
    const again = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/switch-job`, { job_id: third });
    expect(again.data).toMatchObject({ job: { id: third } });
    const foreign = freshJob();
    expect(await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/switch-job`, { job_id: foreign.id, confirm: true })).toMatchObject({ code: 41524 });
    await platform.handle.db.update(jobsTable).set({ status: 'closed' }).where(sql`${jobsTable.id} = ${job.id}`);
    expect(await start(await seeker(platform), job.id)).toMatchObject({ status: 409, code: 41502 });
  });
});
