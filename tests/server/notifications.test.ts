import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyNameMatchesSchema } from '@/lib/schemas/blocked-companies';
import { notificationPageSchema, notificationPreferencesSchema } from '@/lib/schemas/notifications';
import { hashPassword } from '@/server/auth/passwords';
import { files, jobApplications } from '@/server/db/schema';
import { moveApplication } from '@/server/domain/applications';
import { notify } from '@/server/domain/notifications';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';
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

const password = 'secret-pass1';
const withPassword = async () => {
  const user = await createSignedInUser(platform, { passwordHash: await hashPassword(password), hasPassword: true });
  return { ...user, headers: { ...user.headers, 'Role-Id': '1' } } as ChatUser;
};
const list = async (user: ChatUser, query = '') => notificationPageSchema.parse((await chatCall(platform, user, 'GET', `/notification/notifications${query}`)).data);

describe('notification calls', () => {
  it('lists newest first with paging, counts unread, marks one and then all read', async () => {
    const me = await seeker(platform);
    for (const n of [1, 2, 3]) await notify(platform.handle.db, me.id, 'job_alert', { event: 'matches', count: n }, new Date(platform.now.getTime() + n * 1000));
    const first = await list(me, '?page=1&size=2');
    expect(first).toMatchObject({ total: 3, unread: 3, page: 1, size: 2 });
    expect(first.notifications.map((n) => n.payload.count)).toEqual([3, 2]);
    expect((await list(me, '?page=2&size=2')).notifications.map((n) => n.payload.count)).toEqual([1]);
    expect((await chatCall(platform, me, 'GET', '/notification/unread-count')).data).toEqual({ unread: 3 });
    const id = first.notifications[0]?.id as number;
    const read = await chatCall(platform, me, 'POST', `/notification/${id}/read`);
    expect(read).toMatchObject({ status: 200, data: { id, read: true } });
    expect((await chatCall(platform, me, 'GET', '/notification/unread-count')).data).toEqual({ unread: 2 });
    expect((await chatCall(platform, me, 'POST', '/notification/read-all')).data).toEqual({ marked: 2 });
    expect((await chatCall(platform, me, 'GET', '/notification/unread-count')).data).toEqual({ unread: 0 });
  });

  it('refuses another seeker’s notification as absent, and malformed input with 422 or 404', async () => {
    const me = await seeker(platform);
    const other = await seeker(platform);
    const theirs = (await notify(platform.handle.db, other.id, 'account', { event: 'password_changed' })) as number;
    expect(await chatCall(platform, me, 'POST', `/notification/${theirs}/read`)).toMatchObject({ status: 404, code: 40004 });
    expect((await list(other)).unread).toBe(1);
    expect((await chatCall(platform, me, 'POST', '/notification/abc/read')).status).toBe(404);
    expect((await chatCall(platform, me, 'POST', '/notification/99999999999/read')).status).toBe(404);
    const badPage = await chatCall(platform, me, 'GET', '/notification/notifications?page=0&size=500');
    expect(badPage.status).toBe(422);
    expect(Object.keys(badPage.data.errors).sort()).toEqual(['page', 'size']);
    const badPrefs = await chatCall(platform, me, 'PUT', '/notification/preferences', { channels: { chat: { app: 'yes', email: false }, spam: { app: true, email: true } } });
    expect(badPrefs.status).toBe(422);
    expect((await chatCall(platform, me, 'PUT', '/notification/preferences', 'not json')).status).toBe(422);
  });

  it('answers 401 to every call without a session, and 403 to a recruiter’s', async () => {
    const job = freshJob();
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const calls: [string, string, unknown?][] = [
      ['GET', '/notification/notifications'],
      ['GET', '/notification/unread-count'],
      ['POST', '/notification/1/read'],
      ['POST', '/notification/read-all'],
      ['GET', '/notification/preferences'],
      ['PUT', '/notification/preferences', { channels: {} }],
      ['GET', '/company/search-company-by-legal-name-displany-name?company_name=ab'],
      ['POST', '/jobseeker/account/delete', { password }],
    ];
    for (const [method, path, body] of calls) {
      expect((await chatCall(platform, null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await chatCall(platform, recruiter, method, path, body)).status, `${method} ${path} as recruiter`).toBe(403);
    }
  });

  it('keeps preferences per seeker: in-app off writes nothing; email where there is mail, account notices always', async () => {
    const me = await seeker(platform);
    const defaults = notificationPreferencesSchema.parse((await chatCall(platform, me, 'GET', '/notification/preferences')).data);
    // Chat and application moves come by the away mail (issue 31), on by default.
    expect(defaults.channels.chat).toEqual({ app: true, email: true });
    expect(defaults.channels.application).toEqual({ app: true, email: true });
    expect(defaults.channels.interview).toEqual({ app: true, email: true });
    const saved = await chatCall(platform, me, 'PUT', '/notification/preferences', {
      channels: { chat: { app: false, email: false }, account: { app: true, email: false }, interview: { app: true, email: false } },
    });
    expect(saved.data.channels).toMatchObject({ chat: { app: false, email: false }, account: { app: true, email: true }, interview: { app: true, email: false } });
    expect(await notify(platform.handle.db, me.id, 'chat', { event: 'message' })).toBeNull();
    expect((await list(me)).total).toBe(0);
    const other = await seeker(platform);
    expect((await chatCall(platform, other, 'GET', '/notification/preferences')).data.channels.chat).toEqual({ app: true, email: true });
  });
});

describe('what writes notifications', () => {
  it('a password change', async () => {
    const me = await withPassword();
    const changed = await chatCall(platform, me, 'PUT', '/jobseeker/account/password', { password, new_password: 'brand-new-pass2' });
    expect(changed.status).toBe(200);
    expect((await list(me)).notifications).toMatchObject([{ kind: 'account', payload: { event: 'password_changed' }, read: false }]);
  });

  it('the employer viewing and moving an application, not the seeker’s withdrawal', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    const [application] = await platform.handle.db.insert(jobApplications).values({ userId: me.id, jobId: job.id, source: 'web' }).returning({ id: jobApplications.id });
    const id = application?.id as number;
    await moveApplication(platform.handle.db, id, 'viewed', platform.now);
    await moveApplication(platform.handle.db, id, 'interview', platform.now);
    await moveApplication(platform.handle.db, id, 'cancelled', platform.now);
    const found = (await list(me)).notifications;
    expect(found.map((n) => [n.kind, n.payload.event, n.payload.status])).toEqual([
      ['application', 'moved', 'interview'],
      ['application', 'viewed', 'viewed'],
    ]);
    expect(found[0]?.payload).toMatchObject({ application_id: id, job_id: job.id });
    expect(typeof found[0]?.payload.job_title).toBe('string');
  });

  it('a recruiter’s messages while the seeker is away: one per chat until read', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const started = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
    const chatId = started.data.chat.id as number;
    for (const text of ['Hello', 'Are you there?']) {
      expect((await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text })).code).toBe(0);
    }
    // The seeker's own message tells nobody anything.
    await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Yes' });
    const found = (await list(me)).notifications.filter((n) => n.kind === 'chat');
    expect(found).toHaveLength(1);
    expect(found[0]?.payload).toMatchObject({ event: 'message', chat_id: chatId });
    await chatCall(platform, me, 'POST', '/notification/read-all');
    await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Again' });
    expect((await list(me)).notifications.filter((n) => n.kind === 'chat')).toHaveLength(2);
  });
});

describe('blocked companies', () => {
  it('finds companies by display or legal name, says which are blocked, and refuses a too-short name', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    await platform.handle.db.execute(sql`update companies set legal_name = ${`Zebulon Holdings ${job.companyId} Inc.`} where id = ${job.companyId}`);
    const [company] = rowsOf<{ name: string }>(await platform.handle.db.execute(sql`select name from companies where id = ${job.companyId}`));
    const byLegal = companyNameMatchesSchema.parse(
      (await chatCall(platform, me, 'GET', `/company/search-company-by-legal-name-displany-name?company_name=${encodeURIComponent(`zebulon holdings ${job.companyId}`)}`)).data,
    );
    expect(byLegal.companies.map((c) => c.id)).toEqual([job.companyId]);
    await chatCall(platform, me, 'POST', '/company/blacklist-companies/create', { company_id: job.companyId });
    const byName = companyNameMatchesSchema.parse(
      (await chatCall(platform, me, 'GET', `/company/search-company-by-legal-name-displany-name?company_name=${encodeURIComponent(company?.name ?? '')}&size=20`)).data,
    );
    expect(byName.companies.find((c) => c.id === job.companyId)).toMatchObject({ blocked: true });
    const short = await chatCall(platform, me, 'GET', '/company/search-company-by-legal-name-displany-name?company_name=a');
    expect(short).toMatchObject({ status: 422 });
    expect(Object.keys(short.data.errors)).toEqual(['company_name']);
    const wild = await chatCall(platform, me, 'GET', '/company/search-company-by-legal-name-displany-name?company_name=%25%25');
    expect(wild.data.companies).toEqual([]);
  });

  it('takes the company’s jobs out of the seeker’s searches, and the seeker out of its recruiters’ applications and chat list', async () => {
    const job = freshJob();
    const me = await seeker(platform);
    const search = async (user: ChatUser | null) =>
      (await chatCall(platform, user, 'GET', `/job/search?company_ids=${job.companyId}&size=50`)).data as { total_num: number; jobs: { id: number }[] };
    const before = await search(me);
    expect(before.total_num).toBeGreaterThan(0);
    await platform.handle.db.insert(jobApplications).values({ userId: me.id, jobId: job.id, source: 'web' });
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const chatId = (await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id })).data.chat.id as number;
    await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Hello' });
    expect(((await chatCall(platform, recruiter, 'GET', '/chat/chats?size=50')).data.chats as { id: number }[]).map((c) => c.id)).toContain(chatId);
    const applicants = async () => ((await chatCall(platform, recruiter, 'GET', '/job/recruiter/applications?size=50')).data.applications as { jobseeker: { id: number } }[]).map((a) => a.jobseeker.id);
    expect(await applicants()).toContain(me.id);
    await chatCall(platform, me, 'POST', '/company/blacklist-companies/create', { company_id: job.companyId });
    expect(await search(me)).toMatchObject({ total_num: 0, jobs: [] });
    expect((await search(null)).total_num).toBe(before.total_num);
    expect(await applicants()).not.toContain(me.id);
    const recruiterChats = async () => ((await chatCall(platform, recruiter, 'GET', '/chat/chats?size=50')).data.chats as { id: number }[]).map((c) => c.id);
    expect(await recruiterChats()).not.toContain(chatId);
    await chatCall(platform, me, 'DELETE', `/company/${job.companyId}/blacklist-companies/delete`);
    expect((await search(me)).total_num).toBe(before.total_num);
  });
});

describe('POST /jobseeker/account/delete', () => {
  it('refuses without a proof or with a wrong password, and deletes nothing', async () => {
    const me = await withPassword();
    const none = await chatCall(platform, me, 'POST', '/jobseeker/account/delete', {});
    expect(none.status).toBe(422);
    expect(Object.keys(none.data.errors)).toEqual(['password']);
    const wrong = await chatCall(platform, me, 'POST', '/jobseeker/account/delete', { password: 'not-mine-9' });
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors.password).toBeDefined();
    expect((await chatCall(platform, me, 'POST', '/jobseeker/account/delete', { confirm_code: 'abc' })).status).toBe(422);
    expect((await chatCall(platform, me, 'GET', '/notification/unread-count')).status).toBe(200);
  });

  it('removes the account with its data and files, ends its sessions, and leaves other accounts alone', async () => {
    const job = freshJob();
    const me = await withPassword();
    const other = await withPassword();
    const key = await platform.services.storage.put(new TextEncoder().encode('resume'), 'pdf');
    await platform.handle.db.insert(files).values({ userId: me.id, kind: 'resume', filename: 'cv.pdf', mimeType: 'application/pdf', size: 6, storageKey: key });
    await platform.handle.db.insert(jobApplications).values({ userId: me.id, jobId: job.id, source: 'web' });
    await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
    await chatCall(platform, me, 'POST', '/company/blacklist-companies/create', { company_id: freshJob().companyId });
    await notify(platform.handle.db, me.id, 'account', { event: 'password_changed' });
    await notify(platform.handle.db, other.id, 'account', { event: 'password_changed' });

    const deleted = await chatCall(platform, me, 'POST', '/jobseeker/account/delete', { password });
    expect(deleted).toMatchObject({ status: 200, data: { deleted: true, files_removed: 1 } });
    expect(await platform.services.storage.get(key)).toBeNull();
    expect((await chatCall(platform, me, 'GET', '/notification/unread-count')).status).toBe(401);
    for (const table of ['users', 'sessions', 'files', 'job_applications', 'chats', 'blocked_companies', 'notifications']) {
      const column = table === 'users' ? 'id' : table === 'chats' ? 'jobseeker_id' : 'user_id';
      const [row] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${me.id}`));
      expect(Number(row?.n), table).toBe(0);
    }
    expect((await chatCall(platform, other, 'GET', '/notification/unread-count')).data).toEqual({ unread: 1 });
  });
});

describe('answers a browser must not keep (issue 31, decision 0080)', () => {
  it('are sent with no-store unless their route allows caching', async () => {
    const me = await seeker(platform);
    const own = await platform.request('/notification/unread-count', { headers: me.headers });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const refused = await platform.request('/notification/unread-count');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});
