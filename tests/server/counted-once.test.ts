import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeJobsResultSchema } from '@/lib/schemas/recommend';
import { jobApplications, jobs, savedJobs } from '@/server/db/schema';
import { perAddressDailyCap } from '@/server/events/client-key';
import { jobTrackingCounts, popularJobIds } from '@/server/events/tracking';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

/**
 * Issue 30 item 2 and issue 36 item 9 (docs/decisions/0064): what one client can add to a job's
 * views, exposures, clicks and popular rank, and the home's lists kept apart.
 */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const from = (address: string, headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': address, ...headers });

async function openJobIds(countryKey: string): Promise<number[]> {
  const rows = await platform.handle.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), sql`${jobs.expiresAt} > ${platform.now.toISOString()}::timestamptz`))
    .orderBy(asc(jobs.id));
  return rows.map((row) => row.id);
}

function view(jobId: number, headers: Record<string, string>, body: Record<string, unknown> = { device: 'web' }) {
  return post(platform, `/job/${jobId}/view`, body, { country: 'ph', headers });
}

const record = (jobId: number, queryId: string, deviceUuid: string, index = 1) => ({
  job_id: jobId,
  query_id: queryId,
  page: 'search',
  sub_page: 'list',
  device: 'web',
  device_uuid: deviceUuid,
  index,
  page_num: 1,
  timestamp: 1_793_000_000,
});

function report(kind: 'click' | 'expose', data: unknown[], headers: Record<string, string>) {
  return post(platform, `/event/logs/report/${kind}`, { data, from: 1 }, { country: 'ph', headers });
}

const rankOf = async (jobId: number, countryKey = 'ph') => {
  const popular = homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=30', { country: countryKey })).data);
  return popular.jobs.slice(0, popular.ranked).findIndex((job) => job.id === jobId);
};

describe('one client counts once (issue 30, item 2)', () => {
  it('counts 300 views without a device from one address once, and made-up devices behind it up to the cap', async () => {
    const [jobId] = (await openJobIds('ph')).slice(-1);
    if (!jobId) throw new Error('no job');
    const answers = [];
    for (let i = 0; i < 300; i += 1) answers.push(await view(jobId, from('198.51.100.10')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.data.counted)).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) await view(jobId, from('198.51.100.10', { 'Device-Uuid': `made-up-${i}` }), { device: 'web', device_uuid: `made-up-${i}` });
    expect((await jobTrackingCounts(platform.handle.db, jobId)).views).toBe(perAddressDailyCap);
    // Other people are other addresses: each counts.
    for (let i = 0; i < 4; i += 1) expect((await view(jobId, from(`198.51.100.${20 + i}`))).data.counted).toBe(true);
    expect((await jobTrackingCounts(platform.handle.db, jobId)).views).toBe(perAddressDailyCap + 4);
    // Neither a device nor an address: nothing tells two visitors apart, so nothing is counted.
    expect((await view(jobId, {})).data.counted).toBe(false);
  });

  it('keeps 20 expose and 20 click batches of 100 made-up devices from one address to the cap, off the popular list', async () => {
    const ids = await openJobIds('ph');
    const jobId = ids[ids.length - 2] as number;
    const before = await jobTrackingCounts(platform.handle.db, jobId);
    for (let batch = 0; batch < 20; batch += 1) {
      const queryId = `flood-${batch}`;
      const data = Array.from({ length: 100 }, (_, i) => record(jobId, queryId, `flood-${batch}-${i}`, i + 1));
      const exposed = await report('expose', data, from('203.0.113.66'));
      const clicked = await report('click', data, from('203.0.113.66'));
      // Fire-and-forget tracking is never broken: the records are taken, they just do not count.
      expect([exposed.status, clicked.status]).toEqual([200, 200]);
    }
    const after = await jobTrackingCounts(platform.handle.db, jobId);
    expect(after.exposures - before.exposures).toBeLessThanOrEqual(perAddressDailyCap);
    expect(after.clicks - before.clicks).toBeLessThanOrEqual(perAddressDailyCap);
    const ranked = await popularJobIds(platform.handle.db, { countryKey: 'ph', now: platform.now, days: 30 });
    expect(ranked.map((row) => row.jobId)).not.toContain(jobId);
    expect(await rankOf(jobId)).toBe(-1);
  });

  it('counts a click only when it answers an exposure of the job in the same list to the same client', async () => {
    const ids = await openJobIds('ph');
    const jobId = ids[ids.length - 3] as number;
    const queryId = randomUUID();
    for (let i = 0; i < 3; i += 1) await report('click', [record(jobId, queryId, `blind-${i}`)], from(`192.0.2.${10 + i}`));
    expect((await jobTrackingCounts(platform.handle.db, jobId)).clicks).toBe(0);
    // The exposure may come after the click (the page sends exposures a second late): it then counts.
    await report('expose', [record(jobId, queryId, 'blind-0')], from('192.0.2.10'));
    expect(await jobTrackingCounts(platform.handle.db, jobId)).toMatchObject({ exposures: 1, clicks: 1 });
    // A second click of the same device on the same day is kept, not counted again.
    expect((await report('click', [record(jobId, randomUUID(), 'blind-0')], from('192.0.2.10'))).data.accepted).toBe(1);
    expect((await jobTrackingCounts(platform.handle.db, jobId)).clicks).toBe(1);
  });

  it('still ranks a job that many people are shown and click', async () => {
    const ids = await openJobIds('ph');
    const jobId = ids[ids.length - 4] as number;
    for (let i = 0; i < 12; i += 1) {
      const queryId = randomUUID();
      await report('expose', [record(jobId, queryId, `person-${i}`)], from(`10.20.0.${i + 1}`));
      if (i < 6) await report('click', [record(jobId, queryId, `person-${i}`)], from(`10.20.0.${i + 1}`));
    }
    expect(await jobTrackingCounts(platform.handle.db, jobId)).toMatchObject({ exposures: 12, clicks: 6, click_through_rate: 0.5 });
    expect(await rankOf(jobId)).toBe(0);
  });
});

describe('popular, hot and latest are apart (issue 36, item 9)', () => {
  const lists = async (countryKey: string) => ({
    popular: homeJobsResultSchema.parse((await call(platform, '/recommend/popular-jobs?size=6', { country: countryKey })).data),
    hot: homeJobsResultSchema.parse((await call(platform, '/recommend/hot-jobs?size=6', { country: countryKey })).data),
    newest: (await call(platform, '/job/search?sort=1&size=6&facets=0', { country: countryKey })).data.jobs.map((job: { id: number }) => job.id) as number[],
  });
  const idsOf = (result: { jobs: Array<{ id: number }> }) => result.jobs.map((job) => job.id);

  it('shows different jobs in popular and hot, neither just the newest, on a fresh site and after one seeker used it', async () => {
    const fresh = await lists('gb');
    expect(fresh.popular.jobs).toHaveLength(6);
    expect(fresh.hot.jobs).toHaveLength(6);
    expect(idsOf(fresh.popular).filter((id) => idsOf(fresh.hot).includes(id))).toEqual([]);
    expect([...idsOf(fresh.popular)].sort()).not.toEqual([...fresh.newest].sort());
    expect([...idsOf(fresh.hot)].sort()).not.toEqual([...fresh.newest].sort());
    // Popular on a fresh site: one job of each of the titles with most open jobs.
    const titles = fresh.popular.jobs.map((job) => job.function_title?.id);
    expect(new Set(titles).size).toBe(titles.length);

    // One seeker views, is shown and clicks, and applies to some jobs: the lists do not follow them.
    const user = await createSignedInUser(platform);
    const touched = idsOf(fresh.hot).slice(0, 3);
    for (const jobId of touched) {
      const headers = from('198.51.100.77', { ...user.headers, 'Device-Uuid': 'one-seeker' });
      await post(platform, `/job/${jobId}/view`, { device: 'web', device_uuid: 'one-seeker' }, { country: 'gb', headers });
      const queryId = randomUUID();
      await post(platform, '/event/logs/report/expose', { data: [record(jobId, queryId, 'one-seeker')], from: 1 }, { country: 'gb', headers });
      await post(platform, '/event/logs/report/click', { data: [record(jobId, queryId, 'one-seeker')], from: 1 }, { country: 'gb', headers });
      await platform.handle.db.insert(jobApplications).values({ userId: user.id, jobId, source: 'web' });
      await platform.handle.db.insert(savedJobs).values({ userId: user.id, jobId });
    }
    const used = await lists('gb');
    expect(used.popular.ranked).toBe(0);
    expect(used.hot.ranked).toBe(0);
    expect(idsOf(used.popular)).toEqual(idsOf(fresh.popular));
    expect(idsOf(used.popular).filter((id) => idsOf(used.hot).includes(id))).toEqual([]);
  });
});
