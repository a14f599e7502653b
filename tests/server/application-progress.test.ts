import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedJobDetailSchema, appliedJobListSchema, applyResultSchema } from '@/lib/schemas/applications';
import { moveApplication } from '@/server/domain/applications';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, openJobs, type SeededJob, type Seeker } from './applications-fixtures';
import { recruiterSession } from './chat-support';

/** Application progress on the platform (issue 35 item 3): events recorded, the timeline and applicants range answered, generated resumes. */
let platform: TestPlatform;
let plain: SeededJob[];

beforeAll(async () => {
  platform = await startTestPlatform();
  plain = await openJobs(platform, 'ph', 'plain');
  if (plain.length < 6) throw new Error('the seed has too few plain jobs in ph');
});
afterAll(async () => {
  await platform?.close();
});

const apply = (seeker: Seeker, jobId: number, body: unknown = {}) => post(platform, `/job/jobs/${jobId}/applications`, body, { country: 'ph', headers: seeker.headers });
const listed = async (seeker: Seeker) =>
  appliedJobListSchema.parse((await call(platform, '/job/job-applications/jobseekers?tab=applied', { country: 'ph', headers: seeker.headers })).data);
const later = (minutes: number) => new Date(platform.now.getTime() + minutes * 60_000);

async function draftOf(seeker: Seeker): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await platform.handle.db.execute(sql`insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
      values (${seeker.id}, 'resume_draft', 'Ada - classic.pdf', 'application/pdf', 1000, ${`test-draft-${seeker.id}`}, ${platform.now.toISOString()}::timestamptz)
      returning id`),
  );
  return Number(row?.id);
}

describe('application progress', () => {
  it('records each state and answers the timeline on My Jobs and the application, moving as the employer moves it', async () => {
    const seeker = await createSeeker(platform);
    const job = plain[0] as SeededJob;
    const applied = applyResultSchema.parse((await apply(seeker, job.id)).data);
    expect((await listed(seeker)).applications[0]?.timeline).toEqual([{ step: 'applied', at: applied.created_at }]);

    await moveApplication(platform.handle.db, applied.id, 'viewed', later(10));
    await moveApplication(platform.handle.db, applied.id, 'interview', later(60));
    const [item] = (await listed(seeker)).applications;
    expect(item?.timeline).toEqual([
      { step: 'applied', at: applied.created_at },
      { step: 'viewed', at: later(10).toISOString() },
      { step: 'interview', at: later(60).toISOString() },
    ]);
    const detail = appliedJobDetailSchema.parse((await call(platform, `/job/jobs/applied-jobs/${applied.id}`, { country: 'ph', headers: seeker.headers })).data);
    expect(detail.timeline).toEqual(item?.timeline);
    const events = rowsOf<{ status: string }>(
      await platform.handle.db.execute(sql`select status from job_application_events where application_id = ${applied.id} order by created_at, id`),
    );
    expect(events.map((event) => event.status)).toEqual(['pending', 'viewed', 'interview']);
  });

  it('starts a new timeline when a withdrawn application is made again', async () => {
    const seeker = await createSeeker(platform);
    const job = plain[1] as SeededJob;
    const first = applyResultSchema.parse((await apply(seeker, job.id)).data);
    await moveApplication(platform.handle.db, first.id, 'viewed', later(5));
    const withdrawn = await call(platform, `/job/applied-jobs/${first.id}/withdraw`, { method: 'PATCH', country: 'ph', headers: seeker.headers });
    expect(withdrawn.status).toBe(200);
    const [gone] = appliedJobListSchema.parse(
      (await call(platform, '/job/job-applications/jobseekers?status=cancelled', { country: 'ph', headers: seeker.headers })).data,
    ).applications;
    expect(gone?.timeline.map((entry) => entry.step)).toEqual(['applied', 'viewed', 'withdrawn']);
    // Applying again reopens the row with today's date (the platform's clock is the seed's).
    await platform.handle.db.execute(sql`update job_application_events set created_at = created_at - interval '1 day' where application_id = ${first.id}`);
    await platform.handle.db.execute(sql`update job_applications set created_at = created_at - interval '1 day' where id = ${first.id}`);
    const again = applyResultSchema.parse((await apply(seeker, job.id)).data);
    expect(again.id).toBe(first.id);
    expect((await listed(seeker)).applications[0]?.timeline).toEqual([{ step: 'applied', at: again.created_at }]);
  });

  it('says how many applied as a range, counting neither withdrawn applications nor exactly', async () => {
    const job = plain[2] as SeededJob;
    const seekers = await Promise.all(Array.from({ length: 11 }, () => createSeeker(platform)));
    const [first, ...others] = seekers as [Seeker, ...Seeker[]];
    expect((await apply(first, job.id)).status).toBe(201);
    expect((await listed(first)).applications[0]?.applicants).toBe('under_10');
    for (const seeker of others.slice(0, 8)) expect((await apply(seeker, job.id)).status).toBe(201);
    expect((await listed(first)).applications[0]?.applicants).toBe('under_10');
    const tenth = others[8] as Seeker;
    const tenthApplication = applyResultSchema.parse((await apply(tenth, job.id)).data);
    expect((await listed(first)).applications[0]?.applicants).toBe('10_to_50');
    await call(platform, `/job/applied-jobs/${tenthApplication.id}/withdraw`, { method: 'PATCH', country: 'ph', headers: tenth.headers });
    expect((await listed(first)).applications[0]?.applicants).toBe('under_10');
    // 9 open now; 42 more make 51.
    const more = await Promise.all(Array.from({ length: 42 }, () => createSeeker(platform)));
    for (const seeker of more) {
      await platform.handle.db.execute(sql`insert into job_applications (user_id, job_id, status, source) values (${seeker.id}, ${job.id}, 'pending', 'web')`);
    }
    const answer = await call(platform, '/job/job-applications/jobseekers?tab=applied', { country: 'ph', headers: first.headers });
    expect(answer.data.applications[0].applicants).toBe('over_50');
    expect(JSON.stringify(answer.data)).not.toMatch(/"applicants":\s*\d/);
  });

  it('applies with a resume generated from the profile, and never with another seeker’s', async () => {
    const seeker = await createSeeker(platform);
    const other = await createSeeker(platform);
    const mine = await draftOf(seeker);
    const theirs = await draftOf(other);
    const refused = await apply(seeker, (plain[3] as SeededJob).id, { resume_id: theirs });
    expect(refused).toMatchObject({ status: 422, code: 40001 });
    expect(Object.keys(refused.data.errors)).toEqual(['resume_id']);
    const answer = await apply(seeker, (plain[3] as SeededJob).id, { resume_id: mine });
    expect(answer.status).toBe(201);
    expect(applyResultSchema.parse(answer.data).resume_id).toBe(mine);
    // The job's recruiter downloads it through the application; another recruiter, and the
    // seeker through the uploads' route, do not.
    const [owners] = rowsOf<{ recruiter_id: number }>(await platform.handle.db.execute(sql`select recruiter_id from jobs where id = ${(plain[3] as SeededJob).id}`));
    const [others] = rowsOf<{ recruiter_id: number }>(
      await platform.handle.db.execute(sql`select recruiter_id from jobs where recruiter_id <> ${owners?.recruiter_id} order by id limit 1`),
    );
    const stored = await platform.services.storage.put(Buffer.from('%PDF-1.4 generated'), 'pdf');
    await platform.handle.db.execute(sql`update files set storage_key = ${stored} where id = ${mine}`);
    const download = async (headers: Record<string, string>) =>
      (await platform.app.request(`/jobseeker/resumes/${mine}/download`, { headers: { 'Country-Id': 'ph', ...headers } })).status;
    expect(await download((await recruiterSession(platform, Number(owners?.recruiter_id))).headers)).toBe(200);
    expect(await download((await recruiterSession(platform, Number(others?.recruiter_id))).headers)).toBe(404);
    expect(await download({ ...seeker.headers, 'Role-Id': '1' })).toBe(404);
    // A deleted draft is no longer one to choose.
    await platform.handle.db.execute(sql`update files set deleted_at = now() where id = ${mine}`);
    expect((await apply(seeker, (plain[4] as SeededJob).id, { resume_id: mine })).status).toBe(422);
  });
});
