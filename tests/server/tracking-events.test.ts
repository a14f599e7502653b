import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTrackingStatsSchema, trackingReportResultSchema } from '@/lib/schemas/event';
import { limits } from '@/server/auth/limits';
import { popularJobIds } from '@/server/events/tracking';
import { rowsOf } from '@/server/db/rows';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
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

const nowSeconds = 1_793_000_000;

const record = (overrides: Record<string, unknown> = {}) => ({
  job_id: jobs[0]?.id,
  query_id: randomUUID(),
  reco_from: 'search',
  page: 'search',
  sub_page: 'list',
  device: 'web',
  device_uuid: 'device-track-1',
  index: 1,
  page_num: 1,
  timestamp: nowSeconds,
  scene: 'search_default',
  ...overrides,
});

function report(kind: 'click' | 'expose', body: unknown, headers: Record<string, string> = {}) {
  return call(platform, `/event/logs/report/${kind}`, {
    method: 'POST',
    country: 'ph',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored(queryId: string): Promise<Array<{ kind: string; job_id: number; position: number | null; user_id: number | null; actor: string }>> {
  return rowsOf(
    await platform.handle.db.execute(
      sql`select kind, job_id, position, user_id, actor from job_tracking_events where query_id = ${queryId} order by id`,
    ),
  );
}

describe('POST /event/logs/report/click and /expose', () => {
  it('stores clicks and exposures of a guest, answering only once the rows are in the table', async () => {
    const queryId = randomUUID();
    const exposures = [1, 2, 3].map((index) => record({ query_id: queryId, job_id: jobs[index]?.id, index }));
    const answer = await report('expose', { data: exposures, from: 1 });
    expect(answer.status).toBe(200);
    expect(trackingReportResultSchema.parse(answer.data)).toEqual({ accepted: 3, ignored: 0, suppressed: 0 });
    const click = await report('click', { data: [record({ query_id: queryId, job_id: jobs[2]?.id, index: 2 })], from: 1 });
    expect(click.data).toEqual({ accepted: 1, ignored: 0, suppressed: 0 });
    const rows = await stored(queryId);
    expect(rows.map((row) => [row.kind, Number(row.job_id), row.position])).toEqual([
      ['expose', jobs[1]?.id, 1],
      ['expose', jobs[2]?.id, 2],
      ['expose', jobs[3]?.id, 3],
      ['click', jobs[2]?.id, 2],
    ]);
    expect(rows.every((row) => row.user_id === null && row.actor === 'device:device-track-1')).toBe(true);
  });

  it('records the signed-in user, whatever jobseeker_id the page claims', async () => {
    const me = await seeker(platform);
    const queryId = randomUUID();
    const answer = await report('click', { data: [record({ query_id: queryId, jobseeker_id: 999_999 })], from: 1 }, me.headers);
    expect(answer.status).toBe(200);
    const [row] = await stored(queryId);
    expect(row?.user_id).toBe(me.id);
    expect(row?.actor).toBe(`user:${me.id}`);
  });

  it('ignores records without a job id or query id instead of refusing the batch', async () => {
    const queryId = randomUUID();
    const answer = await report('expose', {
      data: [record({ query_id: queryId }), record({ job_id: null }), record({ query_id: '' }), record({ query_id: undefined })],
      from: 1,
    });
    expect(answer.data).toEqual({ accepted: 1, ignored: 3, suppressed: 0 });
    expect(await stored(queryId)).toHaveLength(1);
  });

  it('suppresses the same click within a second, and stores an exposure once per query id and job', async () => {
    const queryId = randomUUID();
    const click = record({ query_id: queryId, device_uuid: 'double-clicker' });
    expect((await report('click', { data: [click], from: 1 })).data).toEqual({ accepted: 1, ignored: 0, suppressed: 0 });
    expect((await report('click', { data: [click], from: 1 })).data).toEqual({ accepted: 0, ignored: 0, suppressed: 1 });
    // The same job under another query is another click.
    expect((await report('click', { data: [{ ...click, query_id: randomUUID() }], from: 1 })).data.accepted).toBe(1);

    const exposeQuery = randomUUID();
    const exposure = record({ query_id: exposeQuery, device_uuid: 'scroller' });
    await report('expose', { data: [exposure], from: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // After the second the report passes the window, and the unique index keeps one row.
    expect((await report('expose', { data: [exposure], from: 1 })).data.accepted).toBe(1);
    expect((await stored(exposeQuery)).filter((row) => row.kind === 'expose')).toHaveLength(1);
    // Another visitor's exposure of the same job and query is their own.
    await report('expose', { data: [{ ...exposure, device_uuid: 'another-scroller' }], from: 1 });
    expect(await stored(exposeQuery)).toHaveLength(2);
  });

  it('refuses malformed reports with 422 and field errors, storing nothing', async () => {
    const queryId = randomUUID();
    const cases: Array<[unknown, string]> = [
      [{ data: [record({ query_id: queryId })], from: 2 }, 'from'],
      [{ data: [], from: 1 }, 'data'],
      [{ data: 'x', from: 1 }, 'data'],
      [{ data: [record({ query_id: queryId, timestamp: nowSeconds * 1000 })], from: 1 }, 'data.0.timestamp'],
      [{ data: [record({ query_id: queryId, index: 0 })], from: 1 }, 'data.0.index'],
      [{ data: [record({ query_id: queryId, device: 'tablet' })], from: 1 }, 'data.0.device'],
      [{ data: [record({ query_id: queryId, job_id: 'seven' })], from: 1 }, 'data.0.job_id'],
      [{ data: [record({ query_id: 'q'.repeat(101) })], from: 1 }, 'data.0.query_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await report('click', body);
      expect(answer.status, field).toBe(422);
      expect(answer.code, field).toBe(40001);
      expect(Object.keys(answer.data.errors), field).toContain(field);
    }
    expect((await report('expose', '{"data": [')).status).toBe(422);
    expect(await stored(queryId)).toHaveLength(0);
  });

  it('caps the list at 100 records and the body at 64 KB', async () => {
    const queryId = randomUUID();
    const many = await report('expose', { data: Array.from({ length: 101 }, (_, i) => record({ query_id: queryId, index: i + 1 })), from: 1 });
    expect(many.status).toBe(422);
    expect(many.data.errors.data).toEqual(['Send at most 100 records']);
    const big = await report('expose', { data: [record({ query_id: queryId, padding: 'x'.repeat(70 * 1024) })], from: 1 });
    expect(big.status).toBe(422);
    expect(big.data.errors._).toEqual(['The request is larger than 64 KB']);
    expect(await stored(queryId)).toHaveLength(0);
  });

  it('limits reports per device with 429 40006 and retry_after; another device is not slowed', async () => {
    const { limit } = limits.trackingReportsPerDevice;
    const headers = { 'Device-Uuid': 'busy-tracker' };
    const sends = Array.from({ length: limit }, (_, i) => report('expose', { data: [record({ query_id: `busy-${i}` })], from: 1 }, headers));
    expect((await Promise.all(sends)).every((answer) => answer.status === 200)).toBe(true);
    const refused = await report('expose', { data: [record()], from: 1 }, headers);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(40006);
    expect(refused.data.retry_after).toBeGreaterThan(0);
    expect((await report('expose', { data: [record()], from: 1 }, { 'Device-Uuid': 'calm-tracker' })).status).toBe(200);
  });

  it('takes client events on POST /app/upload_web_events as on /report/events', async () => {
    const answer = await call(platform, '/event/app/upload_web_events', {
      method: 'POST',
      country: 'ph',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [{ event_name: 'page_view', device_id: 'web-events-1', device_type: 'web', device_name: 'Chrome', event_time: '2026-11-01 10:00:00' }] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ accepted: 1 });
    const [row] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from client_events where device_id = 'web-events-1'`));
    expect(Number(row?.n)).toBe(1);
    expect((await call(platform, '/event/app/upload_web_events', { method: 'POST', country: 'ph', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(422);
  });
});

describe('GET /job/recruiter/jobs/{id}/stats', () => {
  it("shows a job's views, exposures, clicks and click-through rate to its own recruiter only", async () => {
    const job = jobs[4] as JobWithRecruiter;
    const other = jobs[5] as JobWithRecruiter;
    const queryId = randomUUID();
    await report('expose', { data: ['a', 'b', 'c', 'd'].map((d) => record({ job_id: job.id, query_id: queryId, device_uuid: `stats-${d}` })), from: 1 });
    await report('click', { data: [record({ job_id: job.id, query_id: queryId, device_uuid: 'stats-a' })], from: 1 });
    await call(platform, `/job/${job.id}/view`, {
      method: 'POST',
      country: 'ph',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ device: 'web', device_uuid: 'stats-a' }),
    });

    const recruiter = await recruiterSession(platform, job.recruiterId);
    const answer = await chatCall(platform, recruiter, 'GET', `/job/recruiter/jobs/${job.id}/stats`);
    expect(answer.status).toBe(200);
    const stats = jobTrackingStatsSchema.parse(answer.data);
    expect(stats).toMatchObject({ job_id: job.id, exposures: 4, clicks: 1, click_through_rate: 0.25 });
    expect(stats.views).toBeGreaterThanOrEqual(1);

    // Another recruiter's job is as absent as a missing one; a seeker and a guest may not look.
    expect(await chatCall(platform, recruiter, 'GET', `/job/recruiter/jobs/${other.id}/stats`)).toMatchObject({ status: 404, code: 40004 });
    expect(await chatCall(platform, recruiter, 'GET', '/job/recruiter/jobs/2000000000/stats')).toMatchObject({ status: 404 });
    expect((await chatCall(platform, recruiter, 'GET', '/job/recruiter/jobs/abc/stats')).status).toBe(404);
    const me = await seeker(platform);
    expect((await chatCall(platform, me, 'GET', `/job/recruiter/jobs/${job.id}/stats`)).status).toBe(403);
    expect((await chatCall(platform, null, 'GET', `/job/recruiter/jobs/${job.id}/stats`)).status).toBe(401);
  });
});

describe('popular jobs by click-through rate', () => {
  it('ranks jobs by smoothed click-through rate, leaving out jobs shown too rarely', async () => {
    const [hot, warm, rare] = jobs.slice(6, 9) as [JobWithRecruiter, JobWithRecruiter, JobWithRecruiter];
    const queryId = randomUUID();
    const show = (jobId: number, count: number, prefix: string) =>
      report('expose', { data: Array.from({ length: count }, (_, i) => record({ job_id: jobId, query_id: queryId, device_uuid: `${prefix}-${i}` })), from: 1 });
    const click = (jobId: number, count: number, prefix: string) =>
      Promise.all(Array.from({ length: count }, (_, i) => report('click', { data: [record({ job_id: jobId, query_id: queryId, device_uuid: `${prefix}-${i}` })], from: 1 })));
    await show(hot.id, 40, 'hot');
    await click(hot.id, 20, 'hot');
    await show(warm.id, 40, 'warm');
    await click(warm.id, 4, 'warm');
    await show(rare.id, 3, 'rare');
    await click(rare.id, 3, 'rare');
    // On the app's clock, as the home asks: the seeded jobs are open then, whatever today's date.
    const ranked = await popularJobIds(platform.handle.db, { countryKey: 'ph', now: new Date(platform.now.getTime() + 1000), minExposures: 10 });
    const ids = ranked.map((entry) => entry.jobId);
    expect(ids.indexOf(hot.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(hot.id)).toBeLessThan(ids.indexOf(warm.id));
    expect(ids).not.toContain(rare.id);
    expect(ranked.find((entry) => entry.jobId === hot.id)).toMatchObject({ exposures: 40, clicks: 20 });
  });
});

describe('GET /dev/tracking', () => {
  it('answers one query\'s stored events to a loopback caller and 404 to anyone else', async () => {
    const queryId = randomUUID();
    await report('click', { data: [record({ query_id: queryId, index: 7 })], from: 1 });
    const local = await platform.app.request(`/dev/tracking?query_id=${queryId}`, { headers: { 'Country-Id': 'ph' } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const body = (await local.json()) as { data: { events: Array<{ kind: string; index: number }> } };
    expect(body.data.events).toMatchObject([{ kind: 'click', index: 7 }]);
    const remote = await platform.app.request(`/dev/tracking?query_id=${queryId}`, { headers: { 'Country-Id': 'ph' } }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(remote.status).toBe(404);
  });
});
