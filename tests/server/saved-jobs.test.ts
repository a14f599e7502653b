import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSavedSchema, savedJobListSchema, savedJobSchema } from '@/lib/schemas/applications';
import { jobDetailSchema } from '@/lib/schemas/job';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, openJobs, type SeededJob, type Seeker, send } from './applications-fixtures';

let platform: TestPlatform;
let jobs: SeededJob[];

beforeAll(async () => {
  platform = await startTestPlatform();
  jobs = await openJobs(platform, 'ph');
  if (jobs.length < 6) throw new Error('too few open jobs in ph');
});
afterAll(async () => {
  await platform?.close();
});

const save = (seeker: Seeker, body: unknown, country = 'ph') => post(platform, '/job/saved-jobs/create', body, { country, headers: seeker.headers });
const jobAt = (index: number) => (jobs[index] as SeededJob).id;

async function savedRows(userId: number) {
  return rowsOf<{ job_id: number; device_uuid: string | null; device_udid: string | null; client_timestamp: string | number | null }>(
    await platform.handle.db.execute(sql`select job_id, device_uuid, device_udid, client_timestamp from saved_jobs where user_id = ${userId} order by id`),
  );
}

describe('POST /job/saved-jobs/create', () => {
  it('saves a job with the device and the client’s timestamp, once however often it is sent', async () => {
    const seeker = await createSeeker(platform);
    const body = { job_id: jobAt(0), device_uuid: 'device-1', device_udid: 'udid-1', timestamp: 1_793_000_000, job: { title: 'ignored' } };
    const first = await save(seeker, body);
    expect(first.status).toBe(201);
    expect(savedJobSchema.parse(first.data)).toMatchObject({ job_id: jobAt(0), job: { id: jobAt(0), status: 'active' } });
    expect(first.data.created).toBe(true);
    const again = await save(seeker, body);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: first.data.id, created: false });
    const rows = await savedRows(seeker.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ job_id: jobAt(0), device_uuid: 'device-1', device_udid: 'udid-1' });
    expect(Number(rows[0]?.client_timestamp)).toBe(1_793_000_000);
  });

  it('refuses a missing or bad job id and bad device ids with 422 naming the field', async () => {
    const seeker = await createSeeker(platform);
    const missing = await save(seeker, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.data.errors)).toEqual(['job_id']);
    const bad = await save(seeker, { job_id: 'abc', device_uuid: 'has spaces', timestamp: -1 });
    expect(Object.keys(bad.data.errors).sort()).toEqual(['device_uuid', 'job_id', 'timestamp']);
    expect(await savedRows(seeker.id)).toHaveLength(0);
  });

  it('refuses closed and on-hold jobs with 41502; unknown or other countries’ jobs are 404', async () => {
    const seeker = await createSeeker(platform);
    const [closed, onHold] = await platform.addJobs('ph', [{ status: 'closed' }, { status: 'on_hold' }]);
    for (const id of [closed, onHold]) expect(await save(seeker, { job_id: id })).toMatchObject({ status: 409, code: 41502 });
    expect((await save(seeker, { job_id: 99_999_999 })).status).toBe(404);
    expect((await save(seeker, { job_id: jobAt(1) }, 'sg')).status).toBe(404);
    expect(await savedRows(seeker.id)).toHaveLength(0);
  });

  it('is 401 without a signed-in session', async () => {
    expect(await post(platform, '/job/saved-jobs/create', { job_id: jobAt(0) }, { country: 'ph' })).toMatchObject({ status: 401, code: 40003 });
  });
});

describe('saved jobs of a seeker', () => {
  let seeker: Seeker;
  let intruder: Seeker;

  beforeAll(async () => {
    seeker = await createSeeker(platform);
    intruder = await createSeeker(platform);
    for (const index of [0, 1, 2, 3]) {
      await save(seeker, { job_id: jobAt(index) });
      await platform.handle.db.execute(
        sql`update saved_jobs set created_at = ${new Date(platform.now.getTime() - (4 - index) * 60_000).toISOString()}::timestamptz
            where user_id = ${seeker.id} and job_id = ${jobAt(index)}`,
      );
    }
  });

  const get = (path: string, who: Seeker = seeker) => send(platform, 'GET', path, { country: 'ph', headers: who.headers });

  it('lists them newest or oldest first, a page at a time, with each job’s card', async () => {
    const newest = savedJobListSchema.parse((await get('/job/jobs/saved-jobs?sort=newest&page=1&size=3')).data);
    expect(newest).toMatchObject({ total_num: 4, total_pages: 2, page: 1, size: 3, sort: 'newest' });
    expect(newest.saved_jobs.map((s) => s.job_id)).toEqual([jobAt(3), jobAt(2), jobAt(1)]);
    const oldest = savedJobListSchema.parse((await get('/job/jobs/saved-jobs?sort=oldest&page=2&size=3')).data);
    expect(oldest.saved_jobs.map((s) => s.job_id)).toEqual([jobAt(3)]);
    const some = savedJobListSchema.parse((await get(`/job/jobs/saved-jobs?job_ids=${jobAt(1)},${jobAt(5)}`)).data);
    expect(some.saved_jobs.map((s) => s.job_id)).toEqual([jobAt(1)]);
    expect((await get('/job/jobs/saved-jobs?sort=salary')).status).toBe(422);
  });

  it('tells whether a job is saved, and 404 for another country’s job', async () => {
    expect(isSavedSchema.parse((await get(`/job/${jobAt(1)}/is-saved`)).data)).toMatchObject({ is_saved: true, job_id: jobAt(1) });
    expect((await get(`/job/${jobAt(5)}/is-saved`)).data).toEqual({ job_id: jobAt(5), is_saved: false, saved_job_id: null });
    expect((await get(`/job/${jobAt(1)}/is-saved`, intruder)).data.is_saved).toBe(false);
    expect((await send(platform, 'GET', `/job/${jobAt(1)}/is-saved`, { country: 'sg', headers: seeker.headers })).status).toBe(404);
  });

  it('reads one saved job by its job id; another seeker gets 404 and no data', async () => {
    const mine = await get(`/job/saved-jobs/${jobAt(2)}`);
    expect(savedJobSchema.parse(mine.data)).toMatchObject({ job_id: jobAt(2) });
    expect(await get(`/job/saved-jobs/${jobAt(2)}`, intruder)).toMatchObject({ status: 404, code: 40004, data: null });
  });

  it('shows nobody else’s saved jobs', async () => {
    expect(savedJobListSchema.parse((await get('/job/jobs/saved-jobs', intruder)).data).total_num).toBe(0);
  });

  it('unsaves only the owner’s: another seeker’s delete is 404 and changes nothing', async () => {
    const stolen = await send(platform, 'DELETE', `/job/saved-jobs/${jobAt(0)}/delete`, { country: 'ph', headers: intruder.headers });
    expect(stolen).toMatchObject({ status: 404, data: null });
    expect(await savedRows(seeker.id)).toHaveLength(4);
    const done = await send(platform, 'DELETE', `/job/saved-jobs/${jobAt(0)}/delete`, { country: 'ph', headers: seeker.headers });
    expect(done).toMatchObject({ status: 200, data: { job_id: jobAt(0), is_saved: false } });
    expect((await send(platform, 'DELETE', `/job/saved-jobs/${jobAt(0)}/delete`, { country: 'ph', headers: seeker.headers })).status).toBe(404);
    expect((await savedRows(seeker.id)).map((r) => r.job_id)).toEqual([jobAt(1), jobAt(2), jobAt(3)]);
  });

  it('keeps a saved job that has since closed, shown as closed, and lets it be unsaved', async () => {
    const [closing] = await platform.addJobs('ph', [{ status: 'active' }]);
    await save(seeker, { job_id: closing });
    await platform.handle.db.execute(sql`update jobs set status = 'closed' where id = ${closing as number}`);
    const list = savedJobListSchema.parse((await get(`/job/jobs/saved-jobs?job_ids=${closing}`)).data);
    expect(list.saved_jobs[0]?.job.status).toBe('closed');
    expect((await send(platform, 'DELETE', `/job/saved-jobs/${closing}/delete`, { country: 'ph', headers: seeker.headers })).status).toBe(200);
  });
});

describe('external jobs', () => {
  it('shows the apply options on the job detail: screening questions, or the external link', async () => {
    const [asking] = await openJobs(platform, 'ph', 'required-question');
    const [external] = await openJobs(platform, 'ph', 'external');
    if (!asking || !external) throw new Error('the seed has no questioning or external job in ph');
    const detail = jobDetailSchema.parse((await call(platform, `/job/${asking.id}`, { country: 'ph' })).data);
    expect(detail.apply).toEqual({ screening_questions: asking.questions, is_external: false, external_url: null });
    const outside = jobDetailSchema.parse((await call(platform, `/job/${external.id}`, { country: 'ph' })).data);
    expect(outside.apply).toMatchObject({ is_external: true, external_url: external.externalUrl });
  });

  it('counts a click with the seeker or the device and answers the employer’s link', async () => {
    const [external] = await openJobs(platform, 'ph', 'external');
    const seeker = await createSeeker(platform);
    const signedIn = await post(platform, `/job/${external?.id}/click-external-job`, {}, { country: 'ph', headers: seeker.headers });
    expect(signedIn).toMatchObject({ status: 200, data: { job_id: external?.id, external_url: external?.externalUrl } });
    const anonymous = await post(platform, `/job/${external?.id}/click-external-job`, { device_uuid: 'dev-9' }, { country: 'ph' });
    expect(anonymous.status).toBe(200);
    const clicks = rowsOf<{ user_id: number | null; device_uuid: string | null }>(
      await platform.handle.db.execute(sql`select user_id, device_uuid from external_job_clicks where job_id = ${external?.id as number} order by id`),
    );
    expect(clicks).toEqual([
      { user_id: seeker.id, device_uuid: null },
      { user_id: null, device_uuid: 'dev-9' },
    ]);
  });

  it('is 404 for a job without an external link and 41502 for a closed one', async () => {
    const [plainJob] = await openJobs(platform, 'ph', 'plain');
    expect((await post(platform, `/job/${plainJob?.id}/click-external-job`, {}, { country: 'ph' })).status).toBe(404);
    const [external] = await openJobs(platform, 'ph', 'external');
    await platform.handle.db.execute(sql`update jobs set status = 'closed' where id = ${external?.id as number}`);
    expect(await post(platform, `/job/${external?.id}/click-external-job`, {}, { country: 'ph' })).toMatchObject({ status: 409, code: 41502 });
  });
});
