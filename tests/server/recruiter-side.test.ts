import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedJobListSchema } from '@/lib/schemas/applications';
import { devRecruiterEmail, recruiterApplicationListSchema, recruiterChatDetailSchema, recruiterLoginAnswerSchema } from '@/lib/schemas/recruiter';
import { provisionRecruiterAccounts } from '@/server/auth/recruiter-accounts';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { chatCall, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let jobs: JobWithRecruiter[];

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await jobsWithRecruiters(platform);
});
afterAll(async () => {
  await platform?.close();
});

const login = (body: unknown, roleId = '2') => chatCall(platform, null, 'POST', '/auth/recruiters/login', body, { 'Role-Id': roleId });

describe('recruiter accounts', () => {
  it('gives every seeded recruiter a development account once, and logs one in with Role-Id 2', async () => {
    const [{ n: total } = { n: 0 }] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from recruiters`));
    expect(await provisionRecruiterAccounts(platform.handle.db, 'recruit-dev-1234')).toBe(Number(total));
    expect(await provisionRecruiterAccounts(platform.handle.db, 'recruit-dev-1234')).toBe(0);
    const job = jobs[0] as JobWithRecruiter;
    // Each has a mobile number for the two-way exchange (issue 31): the country's code, a 555 number.
    const [phone] = rowsOf<{ phone_country_code: string; phone_num: string }>(
      await platform.handle.db.execute(sql`select u.phone_country_code, u.phone_num from recruiters r join users u on u.id = r.user_id where r.id = ${job.recruiterId}`),
    );
    expect(phone).toEqual({ phone_country_code: '+63', phone_num: `555${String(job.recruiterId).padStart(7, '0')}` });
    const [{ n: withoutNumber } = { n: -1 }] = rowsOf<{ n: number }>(
      await platform.handle.db.execute(sql`select count(*)::int as n from recruiters r join users u on u.id = r.user_id where u.phone_num is null`),
    );
    expect(withoutNumber).toBe(0);
    const answer = await login({ email: devRecruiterEmail(job.recruiterId).toUpperCase(), password: 'recruit-dev-1234' });
    expect(answer.status).toBe(200);
    const result = recruiterLoginAnswerSchema.parse(answer.data);
    expect(result.recruiter).toMatchObject({ id: job.recruiterId, company_id: job.companyId });
    const headers = { Authorization: `Bearer ${result.session_id}`, 'Role-Id': '2' };
    expect((await chatCall(platform, { headers }, 'GET', '/chat/chats')).status).toBe(200);
    expect((await chatCall(platform, { headers }, 'GET', '/chat/chats', undefined, { 'Role-Id': '1' })).code).toBe(40005);

    expect(await login({ email: devRecruiterEmail(job.recruiterId), password: 'wrong-password-1' })).toMatchObject({ status: 401, code: 40002 });
    expect(await login({ email: 'nobody@example.test', password: 'recruit-dev-1234' })).toMatchObject({ status: 401, code: 40002 });
    expect(await login({ email: devRecruiterEmail(job.recruiterId), password: 'recruit-dev-1234' }, '1')).toMatchObject({ status: 403, code: 40005 });
    expect(await login({ email: 42 })).toMatchObject({ status: 422, code: 40001 });
    // A seeker's account is no recruiter's, whatever its password.
    const me = await seeker(platform);
    const [row] = rowsOf<{ email: string }>(await platform.handle.db.execute(sql`select email from users where id = ${me.id}`));
    expect(await login({ email: row?.email, password: 'not-a-login-test' })).toMatchObject({ status: 401 });
  });
});

describe('GET /job/recruiters/{id}/chat-detail', () => {
  it('answers the card, online status, the seeker\'s chat and the recruiter\'s open jobs', async () => {
    const job = jobs[1] as JobWithRecruiter;
    const anonymous = recruiterChatDetailSchema.parse((await chatCall(platform, null, 'GET', `/job/recruiters/${job.recruiterId}/chat-detail`)).data);
    expect(anonymous).toMatchObject({ recruiter: { id: job.recruiterId }, company: { id: job.companyId }, is_online: false, chat_id: null });
    expect(anonymous.jobs.map((j) => j.id)).toContain(job.id);
    const me = await seeker(platform);
    const started = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
    const mine = await chatCall(platform, me, 'GET', `/job/recruiters/${job.recruiterId}/chat-detail?status=active`);
    expect(mine.data.chat_id).toBe(started.data.chat.id);
    expect((await chatCall(platform, null, 'GET', `/job/recruiters/${job.recruiterId}/chat-detail?status=lost`)).status).toBe(422);
    expect((await chatCall(platform, null, 'GET', '/job/recruiters/2000000000/chat-detail')).status).toBe(404);
  });
});

describe('recruiters move applications', () => {
  it('fills the seeker\'s "viewed me" and "not suitable" tabs, and only for the recruiter\'s own applications', async () => {
    const job = jobs[2] as JobWithRecruiter;
    const me = await seeker(platform);
    const applied = await chatCall(platform, me, 'POST', `/job/jobs/${job.id}/applications`, { source: 'web' });
    expect(applied.status).toBe(201);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const list = recruiterApplicationListSchema.parse((await chatCall(platform, recruiter, 'GET', '/job/recruiter/applications?status=pending')).data);
    const application = list.applications.find((a) => a.jobseeker.id === me.id);
    expect(application).toMatchObject({ status: 'pending', job: { id: job.id } });
    const id = application?.id as number;
    const tab = async (name: string) =>
      appliedJobListSchema.parse((await chatCall(platform, me, 'GET', `/job/job-applications/jobseekers?tab=${name}`)).data).applications.map((a) => a.id);

    const viewed = await chatCall(platform, recruiter, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'viewed' });
    expect(viewed.data).toMatchObject({ status: 'viewed' });
    expect(viewed.data.viewed_at).not.toBeNull();
    expect(await tab('viewed_me')).toContain(id);
    expect((await chatCall(platform, recruiter, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'not_accepted' })).data.status).toBe('not_accepted');
    expect(await tab('not_suitable')).toContain(id);
    expect((await chatCall(platform, recruiter, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'interview' })).code).toBe(41503);

    const stranger = await recruiterSession(platform, (jobs[3] as JobWithRecruiter).recruiterId);
    expect((await chatCall(platform, stranger, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'viewed' })).status).toBe(404);
    expect((await chatCall(platform, me, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'viewed' })).status).toBe(403);
    expect((await chatCall(platform, null, 'GET', '/job/recruiter/applications')).status).toBe(401);
    expect((await chatCall(platform, recruiter, 'PATCH', `/job/recruiter/applications/${id}/status`, { status: 'cancelled' })).status).toBe(422);
  });
});
