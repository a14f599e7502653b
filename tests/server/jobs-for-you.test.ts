import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsForYouResultSchema } from '@/lib/schemas/recommend';
import { createSession } from '@/server/auth/sessions';
import { jobPreferences, jobs } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

let platform: TestPlatform;
const ph = 'ph';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function firstOpenJob(arrangement: string) {
  const [job] = await platform.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.countryKey, ph), eq(jobs.status, 'active'), eq(jobs.workArrangement, arrangement)))
    .orderBy(asc(jobs.id))
    .limit(1);
  if (!job) throw new Error(`no open ${arrangement} job in ${ph}`);
  return job;
}

function preferenceFrom(userId: number, job: typeof jobs.$inferSelect) {
  return {
    userId,
    functionJobTitleId: job.functionTitleId,
    jobTitle: job.title,
    industryId: job.industryId,
    jobTypeId: job.jobTypeId,
    workArrangement: job.workArrangement,
    locationId: job.locationId,
    currency: job.currency,
    salaryFrom: 0,
    salaryTo: 100_000,
  };
}

describe('GET /recommend/jobs-for-you', () => {
  it('asks for a signed-in user', async () => {
    const answer = await call(platform, '/recommend/jobs-for-you', { country: ph });
    expect(answer).toMatchObject({ status: 401, code: 40003 });
  });

  it('refuses a guest session', async () => {
    const token = await createSession(platform.handle.db, { userId: null, kind: 'guest', now: platform.now });
    const answer = await call(platform, '/recommend/jobs-for-you', { country: ph, headers: { Authorization: `Bearer ${token}` } });
    expect(answer).toMatchObject({ status: 401, code: 40003 });
  });

  it('answers no jobs for a user without preferences of the kind', async () => {
    const user = await createSignedInUser(platform);
    const answer = await call(platform, '/recommend/jobs-for-you', { country: ph, headers: user.headers });
    expect(answer.status).toBe(200);
    expect(jobsForYouResultSchema.parse(answer.data)).toEqual({ preferences: [], jobs: [] });
  });

  it('lists jobs of the preferred job title, each once, within the size', async () => {
    const user = await createSignedInUser(platform);
    const job = await firstOpenJob('onsite');
    await platform.handle.db.insert(jobPreferences).values(preferenceFrom(user.id, job));
    const answer = await call(platform, '/recommend/jobs-for-you?size=10', { country: ph, headers: user.headers });
    const result = jobsForYouResultSchema.parse(answer.data);
    expect(result.preferences).toEqual([expect.objectContaining({ job_title: job.title, work_arrangement: 'onsite' })]);
    expect(result.jobs.length).toBeGreaterThan(0);
    expect(result.jobs.length).toBeLessThanOrEqual(10);
    expect(result.jobs.map((j) => j.id)).toContain(job.id);
    expect(new Set(result.jobs.map((j) => j.id)).size).toBe(result.jobs.length);
    // The preferred title's jobs come first; the rest of the list is filled from its job function,
    // then its main function (never another trade).
    const titles = result.jobs.map((card) => card.function_title?.id);
    const lastOfTitle = titles.lastIndexOf(job.functionTitleId);
    expect(titles.slice(0, lastOfTitle + 1).every((id) => id === job.functionTitleId)).toBe(true);
    const mains = new Map(
      (await platform.handle.db.select({ id: jobs.id, main: jobs.mainFunctionId }).from(jobs).where(eq(jobs.countryKey, ph))).map((r) => [r.id, r.main]),
    );
    for (const card of result.jobs) expect(mains.get(card.id)).toBe(job.mainFunctionId);
  });

  it('keeps remote preferences for the remote kind only', async () => {
    const user = await createSignedInUser(platform);
    const remote = await firstOpenJob('remote');
    await platform.handle.db.insert(jobPreferences).values(preferenceFrom(user.id, remote));
    const onsite = jobsForYouResultSchema.parse(
      (await call(platform, '/recommend/jobs-for-you', { country: ph, headers: user.headers })).data,
    );
    expect(onsite).toEqual({ preferences: [], jobs: [] });
    const remoteAnswer = jobsForYouResultSchema.parse(
      (await call(platform, '/recommend/jobs-for-you?arrangement=remote', { country: ph, headers: user.headers })).data,
    );
    expect(remoteAnswer.jobs.every((card) => card.work_arrangement === 'remote')).toBe(true);
    expect(remoteAnswer.jobs.map((j) => j.id)).toContain(remote.id);
  });

  it('never shows one user the preferences of another', async () => {
    const owner = await createSignedInUser(platform);
    const other = await createSignedInUser(platform);
    await platform.handle.db.insert(jobPreferences).values(preferenceFrom(owner.id, await firstOpenJob('hybrid')));
    const answer = jobsForYouResultSchema.parse(
      (await call(platform, '/recommend/jobs-for-you', { country: ph, headers: other.headers })).data,
    );
    expect(answer.preferences).toEqual([]);
  });

  it('rejects a bad size with the field named', async () => {
    const user = await createSignedInUser(platform);
    const answer = await call(platform, '/recommend/jobs-for-you?size=500', { country: ph, headers: user.headers });
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(answer.data.errors).toHaveProperty('size');
  });
});
