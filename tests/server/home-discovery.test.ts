import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeJobsResultSchema, jobsForYouResultSchema, web3CompaniesResultSchema } from '@/lib/schemas/recommend';
import { web3Skill } from '@/lib/web3';
import { jobApplications, jobPreferences, jobs, jobTrackingEvents, jobViews, savedJobs } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';
import { dayjs } from '@/lib/dayjs';

let platform: TestPlatform;
const ph = 'ph';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function openJobsOf(countryKey: string) {
  return platform.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active'), sql`${jobs.expiresAt} > ${platform.now.toISOString()}::timestamptz`))
    .orderBy(asc(jobs.id));
}

async function viewsFor(jobId: number, count: number, daysAgo: number) {
  const viewedOn = dayjs.utc(platform.now).subtract(daysAgo, 'day').toISOString().slice(0, 10);
  await platform.handle.db
    .insert(jobViews)
    .values(Array.from({ length: count }, (_, i) => ({ jobId, deviceUuid: `home-test-${jobId}-${daysAgo}-${i}`, device: 'web', viewedOn })));
}

describe('GET /recommend/popular-jobs and /recommend/hot-jobs', () => {
  it('fill a full list with the newest open jobs of the country while nothing is viewed', async () => {
    const answer = await call(platform, '/recommend/popular-jobs?size=5', { country: ph });
    expect(answer.status).toBe(200);
    const result = homeJobsResultSchema.parse(answer.data);
    expect(result.jobs).toHaveLength(5);
    expect(result.query_id).not.toBe('');
    const open = new Set((await openJobsOf(ph)).map((job) => job.id));
    for (const job of result.jobs) expect(open.has(job.id)).toBe(true);
  });

  it('put the jobs most people viewed, saved and applied to first, count only this country, and keep hot apart from popular', async () => {
    const [first, second, third, fourth] = (await openJobsOf(ph)).slice(-4);
    const [foreign] = await openJobsOf('sg');
    if (!first || !second || !third || !fourth || !foreign) throw new Error('too few seeded jobs');
    // Activity ranks a job once three distinct clients show it (docs/decisions/0064).
    await viewsFor(first.id, 5, 1);
    await viewsFor(second.id, 1, 1);
    // Two seekers' applications (3) and saves (2) outweigh five views.
    for (const user of [await createSignedInUser(platform), await createSignedInUser(platform)]) {
      await platform.handle.db.insert(jobApplications).values({ userId: user.id, jobId: second.id, source: 'web' });
      await platform.handle.db.insert(savedJobs).values({ userId: user.id, jobId: second.id });
    }
    await viewsFor(third.id, 3, 20);
    await viewsFor(fourth.id, 4, 1);
    await viewsFor(foreign.id, 50, 1);

    const popular = homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=6', { country: ph })).data);
    expect(popular.ranked).toBe(4);
    expect(popular.jobs.slice(0, 4).map((job) => job.id)).toEqual([second.id, first.id, fourth.id, third.id]);
    expect(popular.jobs.map((job) => job.id)).not.toContain(foreign.id);
    expect(new Set(popular.jobs.map((job) => job.id)).size).toBe(popular.jobs.length);

    // Hot is this week's activity that popular (of the same size) does not already show: with
    // two places popular holds second and first; the views of 20 days ago are not hot.
    const popularTwo = homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=2', { country: ph })).data);
    expect(popularTwo.jobs.map((job) => job.id)).toEqual([second.id, first.id]);
    const hot = homeJobsResultSchema.parse((await call(platform, '/recommend/hot-jobs?size=2', { country: ph })).data);
    expect(hot.ranked).toBe(1);
    expect(hot.jobs.map((job) => job.id)[0]).toBe(fourth.id);
    expect(hot.jobs.map((job) => job.id)).not.toContain(third.id);
  });

  it('put the jobs seekers click most when shown first in popular jobs, then the most active', async () => {
    const [clicked, viewed, fewShows] = (await openJobsOf('jp')).slice(-3);
    if (!clicked || !viewed || !fewShows) throw new Error('too few seeded jobs');
    const at = dayjs.utc(platform.now).subtract(1, 'day').toDate();
    // A click counts when it answers an exposure of the job, in the same list, to the same client.
    const event = (jobId: number, kind: 'click' | 'expose', i: number) => ({
      kind,
      jobId,
      queryId: `hot-test-${jobId}-${i}`,
      actor: `device:hot-test-${jobId}-${i}`,
      device: 'web',
      clientAt: at,
      receivedAt: at,
    });
    // Shown to 40 and clicked by 20: a high rate. Shown to 3 and clicked by 3: too few shows to judge.
    await platform.handle.db.insert(jobTrackingEvents).values([
      ...Array.from({ length: 40 }, (_, i) => event(clicked.id, 'expose', i)),
      ...Array.from({ length: 20 }, (_, i) => event(clicked.id, 'click', i)),
      ...Array.from({ length: 3 }, (_, i) => event(fewShows.id, 'expose', i)),
      ...Array.from({ length: 3 }, (_, i) => event(fewShows.id, 'click', i)),
    ]);
    await viewsFor(viewed.id, 30, 1);

    const popular = homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=6', { country: 'jp' })).data);
    expect(popular.ranked).toBe(3);
    // The rate ranks first; then activity (30 viewers outweigh 3 clickers).
    expect(popular.jobs.slice(0, 3).map((job) => job.id)).toEqual([clicked.id, viewed.id, fewShows.id]);
    const hot = homeJobsResultSchema.parse((await call(platform, '/recommend/hot-jobs?size=6', { country: 'jp' })).data);
    expect(hot.jobs.filter((job) => popular.jobs.some((shown) => shown.id === job.id))).toEqual([]);

    // A job for verified seekers only is never listed, however well it is clicked.
    await platform.handle.db.update(jobs).set({ verifiedOnly: true }).where(eq(jobs.id, clicked.id));
    for (const list of ['popular-jobs', 'hot-jobs']) {
      const ranked = homeJobsResultSchema.parse((await call(platform, `/recommend/${list}?size=6`, { country: 'jp' })).data);
      expect(ranked.jobs.map((job) => job.id)).not.toContain(clicked.id);
    }
    await platform.handle.db.update(jobs).set({ verifiedOnly: false }).where(eq(jobs.id, clicked.id));
  });

  it('list urgent jobs after the active ones in hot jobs', async () => {
    const open = await openJobsOf('my');
    const urgent = open.filter((job) => job.isUrgent);
    const hot = homeJobsResultSchema.parse((await call(platform, '/recommend/hot-jobs?size=30', { country: 'my' })).data);
    expect(hot.ranked).toBe(0);
    const leading = hot.jobs.slice(0, urgent.length).map((job) => job.id);
    expect(new Set(leading)).toEqual(new Set(urgent.slice(0, 30).map((job) => job.id)));
    expect(hot.jobs.slice(0, urgent.length).every((job) => job.is_urgent)).toBe(true);
  });

  it.each(['0', '31', 'ten', '2.5', '-1'])('refuse size=%s with the field named', async (size) => {
    for (const path of ['/recommend/popular-jobs', '/recommend/hot-jobs', '/recommend/web3-companies']) {
      const answer = await call(platform, `${path}?size=${size}`, { country: ph });
      expect(answer).toMatchObject({ status: 422, code: 40001 });
      expect(answer.data.errors).toHaveProperty('size');
    }
  });

  it('accept the bounds', async () => {
    for (const size of [1, 30]) {
      const answer = await call(platform, `/recommend/popular-jobs?size=${size}`, { country: ph });
      expect(answer.status).toBe(200);
      expect(homeJobsResultSchema.parse(answer.data).jobs.length).toBeLessThanOrEqual(size);
    }
  });
});

describe('Web3 jobs and companies', () => {
  it('lists the companies with open Web3 jobs, most first, with their counts', async () => {
    const open = (await openJobsOf('sg')).filter((job) => job.skills.includes(web3Skill));
    const expected = new Map<number, number>();
    for (const job of open) expected.set(job.companyId, (expected.get(job.companyId) ?? 0) + 1);
    const answer = await call(platform, '/recommend/web3-companies?size=30', { country: 'sg' });
    expect(answer.status).toBe(200);
    const { companies } = web3CompaniesResultSchema.parse(answer.data);
    expect(new Map(companies.map((c) => [c.id, c.web3_jobs_count]))).toEqual(expected);
    const counts = companies.map((c) => c.web3_jobs_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('finds a Web3 job by the web3 keyword in any language, and no other job', async () => {
    const [ids] = await Promise.all([
      platform.addJobs('jp', [{ title: 'ブロックチェーンエンジニア', language: 'ja', skills: [web3Skill, 'Solidity'], postedAt: platform.now }]),
    ]);
    const answer = await call(platform, '/job/search?query=web3&size=100&facets=0', { country: 'jp', language: 'ja-jp' });
    expect(answer.status).toBe(200);
    const found = answer.data.jobs.map((job: { id: number }) => job.id) as number[];
    expect(found).toContain(ids?.[0]);
    const web3Ids = new Set((await openJobsOf('jp')).filter((job) => job.skills.includes(web3Skill)).map((job) => job.id));
    for (const id of found) expect(web3Ids.has(id)).toBe(true);
    const companies = web3CompaniesResultSchema.parse((await call(platform, '/recommend/web3-companies', { country: 'jp' })).data).companies;
    expect(companies.length).toBeGreaterThan(0);
  });
});

describe('GET /recommend/jobs-for-you: relevance and behaviour', () => {
  const base = { industryId: 1, jobTypeId: 1, locationId: null, currency: 'PHP', salaryFrom: 0, salaryTo: 1_000_000 };

  it('shows a seeker who typed a sales title sales jobs first, not another trade', async () => {
    const user = await createSignedInUser(platform);
    const [salesTitle] = rowsOf<{ id: number; parent_id: number; label: string }>(
      await platform.handle.db.execute(sql`select f.id, f.parent_id, f.labels->>'en' as label from jobs j
        join job_functions f on f.id = j.function_title_id
        where j.country_key = ${ph} and j.status = 'active' and j.main_function_id = 100
        group by f.id, f.parent_id, f.labels order by count(*) desc, f.id limit 1`),
    );
    if (!salesTitle) throw new Error('no sales job seeded');
    await platform.handle.db.insert(jobPreferences).values({ ...base, userId: user.id, jobTitle: salesTitle.label, workArrangement: 'onsite' });
    const result = jobsForYouResultSchema.parse((await call(platform, '/recommend/jobs-for-you?size=10', { country: ph, headers: user.headers })).data);
    expect(result.jobs.length).toBeGreaterThan(0);
    const [first] = result.jobs;
    expect(first?.function_title?.id).toBe(Number(salesTitle.id));
    const rows = await platform.handle.db.select({ id: jobs.id, main: jobs.mainFunctionId }).from(jobs).where(eq(jobs.countryKey, ph));
    const mains = new Map(rows.map((row) => [row.id, row.main]));
    for (const job of result.jobs) expect(mains.get(job.id)).toBe(100);
  });

  it('recommends from what a seeker without preferences saved, and leaves out jobs they applied to', async () => {
    const user = await createSignedInUser(platform);
    const open = await openJobsOf(ph);
    const saved = open[0];
    if (!saved) throw new Error('no job');
    await platform.handle.db.insert(savedJobs).values({ userId: user.id, jobId: saved.id });
    await platform.handle.db.insert(jobApplications).values({ userId: user.id, jobId: saved.id, source: 'web' });
    const result = jobsForYouResultSchema.parse((await call(platform, '/recommend/jobs-for-you?arrangement=all', { country: ph, headers: user.headers })).data);
    expect(result.preferences).toEqual([]);
    const sameFunction = open.filter((job) => job.jobFunctionId === saved.jobFunctionId && job.id !== saved.id);
    expect(result.jobs.map((job) => job.id).sort()).toEqual(sameFunction.map((job) => job.id).slice(0, 21).sort());
    expect(result.jobs.map((job) => job.id)).not.toContain(saved.id);
  });

  it('never recommends the jobs of a company the seeker blocked, in any list, and brings them back once unblocked', async () => {
    const user = await createSignedInUser(platform);
    const open = await openJobsOf(ph);
    // A job of the function with the most open jobs from several companies.
    const perFunction = new Map<number, typeof open>();
    for (const job of open) perFunction.set(job.jobFunctionId, [...(perFunction.get(job.jobFunctionId) ?? []), job]);
    const [largest] = [...perFunction.values()].sort((a, b) => b.length - a.length);
    const saved = largest?.[0];
    if (!saved || largest.length < 3) throw new Error('no job function with three open jobs');
    await platform.handle.db.insert(savedJobs).values({ userId: user.id, jobId: saved.id });
    const sameFunction = open.filter((job) => job.jobFunctionId === saved.jobFunctionId && job.id !== saved.id);
    const blockedCompany = sameFunction.find((job) => job.companyId !== saved.companyId)?.companyId;
    if (!blockedCompany) throw new Error('no other job of the function');
    // The blocked company also leads popular jobs by activity.
    const leader = open.find((job) => job.companyId === blockedCompany);
    if (leader) await viewsFor(leader.id, 500, 1);
    const lists = async () => ({
      forYou: jobsForYouResultSchema.parse((await call(platform, '/recommend/jobs-for-you?arrangement=all&size=30', { country: ph, headers: user.headers })).data).jobs,
      popular: homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=30', { country: ph, headers: user.headers })).data).jobs,
      hot: homeJobsResultSchema.parse((await call(platform, '/recommend/hot-jobs?size=30', { country: ph, headers: user.headers })).data).jobs,
    });
    const companyOf = new Map(open.map((job) => [job.id, job.companyId]));
    const before = await lists();
    expect(before.forYou.some((job) => companyOf.get(job.id) === blockedCompany)).toBe(true);
    expect(before.popular.some((job) => companyOf.get(job.id) === blockedCompany)).toBe(true);

    const block = await post(platform, '/company/blacklist-companies/create', { company_id: blockedCompany }, { country: ph, headers: user.headers });
    expect(block.status).toBe(201);
    const after = await lists();
    for (const list of [after.forYou, after.popular, after.hot]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((job) => companyOf.get(job.id) === blockedCompany)).toEqual([]);
    }
    // Only this seeker's lists change: a visitor still sees the company's jobs.
    const visitor = homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=30', { country: ph })).data).jobs;
    expect(visitor.some((job) => companyOf.get(job.id) === blockedCompany)).toBe(true);

    await call(platform, `/company/${blockedCompany}/blacklist-companies/delete`, { method: 'DELETE', country: ph, headers: user.headers });
    const unblocked = await lists();
    expect(unblocked.forYou.some((job) => companyOf.get(job.id) === blockedCompany)).toBe(true);
  });

  it('refuses an unknown arrangement', async () => {
    const user = await createSignedInUser(platform);
    const answer = await call(platform, '/recommend/jobs-for-you?arrangement=everywhere', { country: ph, headers: user.headers });
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(answer.data.errors).toHaveProperty('arrangement');
  });
});
