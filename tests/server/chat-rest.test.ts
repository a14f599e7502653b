import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatDetailSchema, chatListSchema, messagePageSchema, messageSchema, startChatResultSchema } from '@/lib/schemas/chat';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { type ChatUser, chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await jobsWithRecruiters(platform);
  if (jobs.length < 8) throw new Error('the seed has too few recruiters in ph');
});
afterAll(async () => {
  await platform?.close();
});

async function start(user: ChatUser, job: JobWithRecruiter) {
  const answer = await chatCall(platform, user, 'POST', '/chat/chats', { job_id: job.id });
  expect(answer.code).toBe(0);
  return startChatResultSchema.parse(answer.data);
}

describe('starting a chat', () => {
  it('creates the conversation with the greeting, and a second start reopens the same one', async () => {
    const me = await seeker(platform);
    const job = jobs[0] as JobWithRecruiter;
    const first = await start(me, job);
    expect(first.created).toBe(true);
    expect(first.chat.job.id).toBe(job.id);
    expect(first.chat.last_message).toMatchObject({ type: 'greeting', sender_role: 'jobseeker', seq: 1 });
    expect(first.chat.last_message?.text).toMatch(/interested in this position/);
    const again = await start(me, job);
    expect(again).toMatchObject({ created: false, chat: { id: first.chat.id, last_seq: 1 } });

    const exists = await chatCall(platform, me, 'GET', `/chat/chats/check-exists/${job.recruiterId}/jobseekers`);
    expect(exists.data).toEqual({ exists: true, chat_id: first.chat.id });
    const other = await chatCall(platform, me, 'GET', `/chat/chats/check-exists/${(jobs[1] as JobWithRecruiter).recruiterId}/jobseekers`);
    expect(other.data).toEqual({ exists: false, chat_id: null });
  });

  it('sends no greeting when the seeker turned greetings off', async () => {
    const me = await seeker(platform);
    expect((await chatCall(platform, me, 'PATCH', '/chat/settings', { greeting_enabled: false })).data).toEqual({ history_days: 90, greeting_enabled: false });
    const { chat } = await start(me, jobs[1] as JobWithRecruiter);
    expect(chat.last_message).toBeNull();
    expect(chat.last_seq).toBe(0);
  });
});

describe('messages', () => {
  it('orders messages by seq, answers a resend with the stored message, and counts unread for the other side', async () => {
    const me = await seeker(platform);
    const job = jobs[2] as JobWithRecruiter;
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const { chat } = await start(me, job);
    const id = clientId();
    const sent = messageSchema.parse((await chatCall(platform, me, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: id, text: ' Hello there ' })).data);
    expect(sent).toMatchObject({ seq: 2, text: 'Hello there', sender_role: 'jobseeker', type: 'text' });
    const resent = await chatCall(platform, me, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: id, text: 'Hello there' });
    expect(resent.data).toEqual(sent);
    const [count] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from chat_messages where chat_id = ${chat.id}`));
    expect(count?.n).toBe(2);

    const list = chatListSchema.parse((await chatCall(platform, recruiter, 'GET', '/chat/chats')).data);
    const row = list.chats.find((c) => c.id === chat.id);
    expect(row).toMatchObject({ unread_count: 2, last_seq: 2, jobseeker: { id: me.id } });
    expect(list.unread_total).toBeGreaterThanOrEqual(2);

    const reply = await chatCall(platform, recruiter, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: 'Hi! Thanks for reaching out.' });
    expect(reply.data).toMatchObject({ seq: 3, sender_role: 'recruiter' });
    expect((await chatCall(platform, recruiter, 'GET', '/chat/unread-count')).data).toEqual({ unread_total: 0 });
    expect((await chatCall(platform, me, 'GET', '/chat/unread-count')).data).toEqual({ unread_total: 1 });
    expect((await chatCall(platform, me, 'POST', `/chat/chats/${chat.id}/read`, { seq: 3 })).data).toEqual({ unread_total: 0 });

    const detail = chatDetailSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chat.id}`)).data);
    expect(detail).toMatchObject({ both_replied: true, other_read_seq: 3, unread_count: 0 });
    expect(detail.recruiter_card.id).toBe(job.recruiterId);

    const page = messagePageSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chat.id}/messages?limit=2`)).data);
    expect(page.messages.map((m) => m.seq)).toEqual([2, 3]);
    expect(page.has_more).toBe(true);
    const earlier = messagePageSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chat.id}/messages?before_seq=2`)).data);
    expect(earlier.messages.map((m) => m.seq)).toEqual([1]);
    const after = messagePageSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chat.id}/messages?after_seq=1`)).data);
    expect(after.messages.map((m) => m.seq)).toEqual([2, 3]);
  });
});

describe('concurrent sends', () => {
  it('numbers concurrent messages without gaps and stores a client id once however many resends race', async () => {
    const me = await seeker(platform);
    const { chat } = await start(me, jobs[7] as JobWithRecruiter);
    const send = (id: string) => chatCall(platform, me, 'POST', `/chat/chats/${chat.id}/messages`, { client_id: id, text: `text ${id}` });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(clientId())));
    expect(answers.map((a) => a.data.seq).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const same = clientId('race');
    const raced = await Promise.all(Array.from({ length: 5 }, () => send(same)));
    expect(new Set(raced.map((a) => a.data.id)).size).toBe(1);
    const [count] = rowsOf<{ n: number; top: number }>(
      await platform.handle.db.execute(sql`select count(*)::int as n, max(seq)::int as top from chat_messages where chat_id = ${chat.id}`),
    );
    expect(count).toEqual({ n: 10, top: 10 });
  });
});

describe('folders and search', () => {
  it('moves a chat between pinned, muted, not interested and deleted, each side on its own', async () => {
    const me = await seeker(platform);
    const a = (await start(me, jobs[3] as JobWithRecruiter)).chat;
    const b = (await start(me, jobs[4] as JobWithRecruiter)).chat;
    const ids = async (folder: string, query = '') =>
      chatListSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats?folder=${folder}&query=${encodeURIComponent(query)}`)).data).chats.map((c) => c.id);
    expect((await chatCall(platform, me, 'PATCH', `/chat/chats/${a.id}`, { pinned: true, muted: true })).data).toMatchObject({ pinned: true, muted: true });
    expect(await ids('pinned')).toEqual([a.id]);
    expect(await ids('muted')).toEqual([a.id]);
    expect((await ids('all'))[0]).toBe(a.id);
    await chatCall(platform, me, 'PATCH', `/chat/chats/${b.id}`, { not_interested: true });
    expect(await ids('not_interested')).toEqual([b.id]);
    await chatCall(platform, me, 'PATCH', `/chat/chats/${b.id}`, { deleted: true });
    expect(await ids('deleted')).toEqual([b.id]);
    expect(await ids('all')).toEqual([a.id]);
    expect(await ids('recent_30')).toEqual([a.id]);
    expect(await ids('all', a.job.title.slice(0, 6))).toContain(a.id);
    expect(await ids('all', 'zzzz-no-such-name')).toEqual([]);
    const recruiter = await recruiterSession(platform, (jobs[4] as JobWithRecruiter).recruiterId);
    const theirs = chatListSchema.parse((await chatCall(platform, recruiter, 'GET', '/chat/chats')).data);
    expect(theirs.chats.find((c) => c.id === b.id)).toMatchObject({ deleted: false, not_interested: false });
    // A new message brings a deleted chat back.
    await chatCall(platform, recruiter, 'POST', `/chat/chats/${b.id}/messages`, { client_id: clientId(), text: 'Still there?' });
    expect(await ids('all')).toContain(b.id);
  });
});

describe('what an attacker sends', () => {
  it('answers 401 without a session, 404 for another seeker\'s chat, 422 for malformed input, 403 for a false Role-Id', async () => {
    const owner = await seeker(platform);
    const intruder = await seeker(platform);
    const { chat } = await start(owner, jobs[5] as JobWithRecruiter);
    expect((await chatCall(platform, null, 'GET', '/chat/chats')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', `/chat/chats/${chat.id}`, undefined],
      ['GET', `/chat/chats/${chat.id}/messages`, undefined],
      ['POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: 'hi' }],
      ['POST', `/chat/chats/${chat.id}/read`, { seq: 1 }],
      ['PATCH', `/chat/chats/${chat.id}`, { pinned: true }],
    ] as const) {
      const answer = await chatCall(platform, intruder, method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 404, code: 40004 });
    }
    const otherRecruiter = await recruiterSession(platform, (jobs[6] as JobWithRecruiter).recruiterId);
    expect((await chatCall(platform, otherRecruiter, 'GET', `/chat/chats/${chat.id}`)).status).toBe(404);

    for (const [method, path, body] of [
      ['POST', '/chat/chats', { job_id: 'x' }],
      ['POST', '/chat/chats', '{not json'],
      ['POST', `/chat/chats/${chat.id}/messages`, { client_id: 'short', text: 'hi' }],
      ['POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: '   ' }],
      ['POST', `/chat/chats/${chat.id}/messages`, { client_id: clientId(), text: 'x'.repeat(2001) }],
      ['GET', '/chat/chats?folder=secret', undefined],
      ['GET', `/chat/chats/${chat.id}/messages?limit=0`, undefined],
      ['PATCH', `/chat/chats/${chat.id}`, {}],
      ['POST', '/chat/chats/query-online-status', { user_ids: [], role: 'recruiter' }],
    ] as const) {
      const answer = await chatCall(platform, owner, method, path, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 422, code: 40001 });
    }
    const lying = await chatCall(platform, owner, 'GET', '/chat/chats', undefined, { 'Role-Id': '2' });
    expect(lying).toMatchObject({ status: 403, code: 40005 });
    const recruiterAsSeeker = await chatCall(platform, otherRecruiter, 'GET', '/chat/chats', undefined, { 'Role-Id': '1' });
    expect(recruiterAsSeeker).toMatchObject({ status: 403, code: 40005 });
    // A recruiter's session does not open the seeker's own routes.
    expect((await chatCall(platform, otherRecruiter, 'GET', '/jobseeker/me')).status).toBe(403);
  });
});
