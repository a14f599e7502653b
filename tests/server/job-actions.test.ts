import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobReportResultSchema, jobViewResultSchema } from '@/lib/schemas/job';
import { jobHotSearches, jobs } from '@/server/db/schema';
import { post, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;
let jobId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  const [job] = await platform.handle.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.countryKey, 'my'), eq(jobs.status, 'active')))
    .orderBy(asc(jobs.id))
    .limit(1);
  jobId = job?.id ?? 0;
});
afterAll(async () => {
  await platform?.close();
});

describe('POST /job/{jobId}/view', () => {
  it('counts a web view once per device and day, and each new device', async () => {
    const first = await post(platform, `/job/${jobId}/view`, { device: 'web', device_uuid: 'device-a' }, { country: 'my' });
    expect(first.status).toBe(200);
    expect(jobViewResultSchema.parse(first.data)).toEqual({ job_id: jobId, counted: true, views: 1 });
    const again = await post(platform, `/job/${jobId}/view`, { device: 'web', device_uuid: 'device-a' }, { country: 'my' });
    expect(again.data).toEqual({ job_id: jobId, counted: false, views: 1 });
    const other = await post(platform, `/job/${jobId}/view`, { device: 'mobile_web', device_uuid: 'device-b' }, { country: 'my' });
    expect(other.data).toEqual({ job_id: jobId, counted: true, views: 2 });
  });

  it('reads the device and uuid from the headers when the body leaves them out', async () => {
    const answer = await post(platform, `/job/${jobId}/view`, {}, { country: 'my', headers: { Device: 'mobile_web', 'Device-Uuid': 'device-c' } });
    expect(answer.data).toMatchObject({ counted: true, views: 3 });
  });

  it('refuses any device but web and mobile_web with 422 naming device', async () => {
    for (const body of [{ device: 'ios', device_uuid: 'd' }, { device_uuid: 'd' }]) {
      const answer = await post(platform, `/job/${jobId}/view`, body, { country: 'my' });
      expect(answer.status).toBe(422);
      expect(answer.code).toBe(40001);
      expect(Object.keys(answer.data.errors)).toEqual(['device']);
    }
  });

  it('is 404 for a job of another country', async () => {
    const answer = await post(platform, `/job/${jobId}/view`, { device: 'web' }, { country: 'sg' });
    expect(answer.status).toBe(404);
    expect(answer.code).toBe(40004);
  });
});

describe('POST /job/jobs/{id}/report', () => {
  it('stores a report with a preset reason, once per reporter', async () => {
    const headers = { 'Device-Uuid': 'reporter-1' };
    const first = await post(platform, `/job/jobs/${jobId}/report`, { report_reason_id: 6 }, { country: 'my', headers });
    expect(first.status).toBe(200);
    expect(jobReportResultSchema.parse(first.data)).toMatchObject({ job_id: jobId, report_reason_id: 6 });
    const second = await post(platform, `/job/jobs/${jobId}/report`, { report_reason_id: 1 }, { country: 'my', headers });
    expect(second.status).toBe(422);
    expect(second.code).toBe(40001);
    expect(second.data.errors.id).toEqual(['You have already reported this job']);
    const other = await post(platform, `/job/jobs/${jobId}/report`, { report_reason_id: 1 }, { country: 'my', headers: { 'Device-Uuid': 'reporter-2' } });
    expect(other.status).toBe(200);
    expect(other.data.id).not.toBe(first.data.id);
  });

  it('refuses a reason outside the ten presets with 422 naming report_reason_id', async () => {
    for (const reason of [0, 11, 'spam', null]) {
      const answer = await post(platform, `/job/jobs/${jobId}/report`, { report_reason_id: reason }, { country: 'my' });
      expect(answer.status, String(reason)).toBe(422);
      expect(Object.keys(answer.data.errors)).toEqual(['report_reason_id']);
    }
  });

  it('is 404 for an unknown job or another country’s', async () => {
    expect((await post(platform, '/job/jobs/99999999/report', { report_reason_id: 2 }, { country: 'my' })).status).toBe(404);
    expect((await post(platform, `/job/jobs/${jobId}/report`, { report_reason_id: 2 }, { country: 'ph' })).status).toBe(404);
  });
});

describe('POST /job/metrics/job-hot-search', () => {
  it('stores the normalised term for the country, and nothing for an empty one', async () => {
    // A searcher is known by address, user or device (docs/decisions/0064): this one by address.
    const searcher = { 'X-Forwarded-For': '203.0.113.9' };
    const answer = await post(platform, '/job/metrics/job-hot-search', { device: 'web', page: 1, source: 'web', query: '  Data   Analyst ' }, { country: 'my', headers: searcher });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ recorded: true });
    expect((await post(platform, '/job/metrics/job-hot-search', { query: ' ' }, { country: 'my', headers: searcher })).data).toEqual({ recorded: false });
    // Nobody known (no address, user or device): nothing that could be counted once.
    expect((await post(platform, '/job/metrics/job-hot-search', { query: 'nurse' }, { country: 'my' })).data).toEqual({ recorded: false });
    const rows = await platform.handle.db.select().from(jobHotSearches).where(eq(jobHotSearches.countryKey, 'my'));
    expect(rows.map((row) => row.term)).toEqual(['data analyst']);
    expect(rows[0]?.clientKey).toMatch(/^a:[0-9a-f]{32}$/);
  });

  it('refuses a device it does not know', async () => {
    const answer = await post(platform, '/job/metrics/job-hot-search', { device: 'tv', query: 'x' }, { country: 'my' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['device']);
  });
});
