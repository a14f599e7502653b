import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedJobDetailSchema, appliedJobListSchema, applyResultSchema } from '@/lib/schemas/applications';
import { moveApplication } from '@/server/domain/applications';
import { rowsOf } from '@/server/db/rows';
import { post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, openJobs, type SeededJob, type Seeker, send } from './applications-fixtures';

let platform: TestPlatform;
let plain: SeededJob[];
let withQuestions: SeededJob;

beforeAll(async () => {
  platform = await startTestPlatform();
  plain = await openJobs(platform, 'ph', 'plain');
  const asking = await openJobs(platform, 'ph', 'required-question');
  if (plain.length < 8 || !asking[0]) throw new Error('the seed has too few plain or questioning jobs in ph');
  withQuestions = asking[0];
});
afterAll(async () => {
  await platform?.close();
});

const apply = (seeker: Seeker, jobId: number, body: unknown, options: { country?: string; language?: string } = {}) =>
  post(platform, `/job/jobs/${jobId}/applications`, body, { country: options.country ?? 'ph', language: options.language, headers: seeker.headers });

async function applicationRows(userId: number) {
  return rowsOf<{ id: number; job_id: number; status: string }>(
    await platform.handle.db.execute(sql`select id, job_id, status from job_applications where user_id = ${userId} order by id`),
  );
}

function answersFor(job: SeededJob) {
  return job.questions.map((q) => ({ question_id: q.id, answer: `Answer to ${q.id}` }));
}

describe('POST /job/jobs/{id}/applications', () => {
  it('applies with a message and screening answers, and answers the job categories and industry in the request language', async () => {
    const seeker = await createSeeker(platform);
    const answer = await apply(
      seeker,
      withQuestions.id,
      { source: 'web', first_message: '  Hello, I would like to apply.  ', screening_answers: answersFor(withQuestions) },
      { language: 'ja-jp' },
    );
    expect(answer.status).toBe(201);
    const result = applyResultSchema.parse(answer.data);
    expect(result).toMatchObject({ job_id: withQuestions.id, status: 'pending', source: 'web', first_message: 'Hello, I would like to apply.', can_withdraw: true });
    expect(result.screening_answers.map((a) => a.question_id)).toEqual(withQuestions.questions.map((q) => q.id));
    expect(result.job_categories).toHaveLength(2);
    const [labels] = rowsOf<{ main: Record<string, string>; industry: Record<string, string> }>(
      await platform.handle.db.execute(sql`
        select mf.labels as main, ri.labels as industry from jobs j join companies c on c.id = j.company_id
        join job_functions mf on mf.id = j.main_function_id
        join ref_items ri on ri.list = 'industries' and ri.id = c.industry_id where j.id = ${withQuestions.id}`),
    );
    expect(result.job_categories[0]?.value).toBe(labels?.main.ja);
    expect(result.company_industry.value).toBe(labels?.industry.ja);
    expect(await applicationRows(seeker.id)).toEqual([expect.objectContaining({ job_id: withQuestions.id, status: 'pending' })]);
  });

  it('refuses a second application to the same job with 409 / 41501 and keeps one row', async () => {
    const seeker = await createSeeker(platform);
    const job = plain[0] as SeededJob;
    expect((await apply(seeker, job.id, {})).status).toBe(201);
    const again = await apply(seeker, job.id, { first_message: 'Again' });
    expect(again).toMatchObject({ status: 409, code: 41501, message: 'You have already applied for this job' });
    expect(await applicationRows(seeker.id)).toHaveLength(1);
  });

  it('makes one application of two sent at once (a double click)', async () => {
    const seeker = await createSeeker(platform);
    const job = plain[1] as SeededJob;
    const answers = await Promise.all([apply(seeker, job.id, {}), apply(seeker, job.id, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await applicationRows(seeker.id)).toHaveLength(1);
  });

  it('names each missing required answer as screening_answers.<id>', async () => {
    const seeker = await createSeeker(platform);
    const required = withQuestions.questions.filter((q) => q.required);
    const answer = await apply(seeker, withQuestions.id, { screening_answers: [] });
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(Object.keys(answer.data.errors).sort()).toEqual(required.map((q) => `screening_answers.${q.id}`).sort());
    const blank = await apply(seeker, withQuestions.id, { screening_answers: required.map((q) => ({ question_id: q.id, answer: '   ' })) });
    expect(blank.status).toBe(422);
    expect(await applicationRows(seeker.id)).toHaveLength(0);
  });

  it('refuses unknown questions, overlong answers and malformed bodies with 422 naming the field', async () => {
    const seeker = await createSeeker(platform);
    const unknown = await apply(seeker, withQuestions.id, { screening_answers: [...answersFor(withQuestions), { question_id: 99, answer: 'x' }] });
    expect(Object.keys(unknown.data.errors)).toEqual(['screening_answers.99']);
    const first = withQuestions.questions[0] as { id: number };
    const long = await apply(seeker, withQuestions.id, {
      screening_answers: answersFor(withQuestions).map((a) => (a.question_id === first.id ? { ...a, answer: 'x'.repeat(1001) } : a)),
    });
    expect(Object.keys(long.data.errors)).toEqual([`screening_answers.${first.id}`]);
    const bad = await apply(seeker, (plain[2] as SeededJob).id, { source: 'fax', first_message: 'x'.repeat(2001), screening_answers: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['first_message', 'screening_answers', 'source']);
    const notJson = await platform.request(`/job/jobs/${(plain[2] as SeededJob).id}/applications`, {
      method: 'POST',
      country: 'ph',
      headers: { ...seeker.headers, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(422);
    expect(await applicationRows(seeker.id)).toHaveLength(0);
  });

  it('refuses closed and on-hold jobs with 41502, and deleted or other countries’ jobs with 404', async () => {
    const seeker = await createSeeker(platform);
    const [closed, onHold, deleted, expired] = await platform.addJobs('ph', [
      { status: 'closed' },
      { status: 'on_hold' },
      { status: 'deleted' },
      { status: 'active', expiresAt: new Date(platform.now.getTime() - 1000) },
    ]);
    for (const id of [closed, onHold, expired]) {
      const answer = await apply(seeker, id as number, {});
      expect(answer.status, String(id)).toBe(409);
      expect(answer.code).toBe(41502);
    }
    expect((await apply(seeker, deleted as number, {})).status).toBe(404);
    expect(await apply(seeker, (plain[3] as SeededJob).id, {}, { country: 'sg' })).toMatchObject({ status: 404, code: 40004 });
    expect(await applicationRows(seeker.id)).toHaveLength(0);
  });

  it('sends external jobs to the employer’s site instead', async () => {
    const seeker = await createSeeker(platform);
    const [external] = await openJobs(platform, 'ph', 'external');
    if (!external) throw new Error('no external job seeded in ph');
    const answer = await apply(seeker, external.id, {});
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['id']);
  });

  it('is 401 without a signed-in session', async () => {
    const answer = await post(platform, `/job/jobs/${(plain[0] as SeededJob).id}/applications`, {}, { country: 'ph' });
    expect(answer).toMatchObject({ status: 401, code: 40003 });
  });

  it('attaches the seeker’s latest resume, or the one named, and never another seeker’s', async () => {
    const seeker = await createSeeker(platform);
    const other = await createSeeker(platform);
    const insertResume = async (userId: number, name: string, at: string) => {
      const [row] = rowsOf<{ id: number }>(
        await platform.handle.db.execute(sql`
          insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
          values (${userId}, 'resume', ${name}, 'application/pdf', 10, ${`${name}-key`}, ${at}::timestamptz) returning id`),
      );
      return Number(row?.id);
    };
    const older = await insertResume(seeker.id, 'old.pdf', '2026-10-01T00:00:00Z');
    const newer = await insertResume(seeker.id, 'new.pdf', '2026-10-02T00:00:00Z');
    const theirs = await insertResume(other.id, 'theirs.pdf', '2026-10-03T00:00:00Z');
    expect((await apply(seeker, (plain[4] as SeededJob).id, {})).data.resume_id).toBe(newer);
    expect((await apply(seeker, (plain[5] as SeededJob).id, { resume_id: older })).data.resume_id).toBe(older);
    const stolen = await apply(seeker, (plain[6] as SeededJob).id, { resume_id: theirs });
    expect(stolen.status).toBe(422);
    expect(Object.keys(stolen.data.errors)).toEqual(['resume_id']);
  });
});

describe('the seeker’s applications', () => {
  let seeker: Seeker;
  let intruder: Seeker;
  let ids: number[];

  beforeAll(async () => {
    seeker = await createSeeker(platform);
    intruder = await createSeeker(platform);
    ids = [];
    // Five applications a minute apart, so newest and oldest differ.
    for (const [index, job] of plain.slice(0, 5).entries()) {
      const answer = await apply(seeker, job.id, { first_message: `Application ${index}` });
      ids.push(answer.data.id);
      await platform.handle.db.execute(
        sql`update job_applications set created_at = ${new Date(platform.now.getTime() - (5 - index) * 60_000).toISOString()}::timestamptz where id = ${answer.data.id}`,
      );
    }
    const [a, b, c, d] = ids as [number, number, number, number];
    await moveApplication(platform.handle.db, b, 'interview', platform.now);
    await moveApplication(platform.handle.db, c, 'viewed', platform.now);
    await moveApplication(platform.handle.db, d, 'not_accepted', platform.now);
    await moveApplication(platform.handle.db, a, 'declined', platform.now);
  });

  const list = (query: string, who: Seeker = seeker) => send(platform, 'GET', `/job/job-applications/jobseekers${query}`, { country: 'ph', headers: who.headers });

  it('lists them newest or oldest first, a page at a time, with the total and each job’s card', async () => {
    const newest = appliedJobListSchema.parse((await list('?sort=newest&page=1&size=2')).data);
    expect(newest).toMatchObject({ page: 1, size: 2, total_num: 5, total_pages: 3, sort: 'newest' });
    expect(newest.applications.map((a) => a.id)).toEqual([ids[4], ids[3]]);
    expect(newest.applications[0]?.job).toMatchObject({ id: plain[4]?.id, status: 'active' });
    const oldest = appliedJobListSchema.parse((await list('?sort=oldest&page=3&size=2')).data);
    expect(oldest.applications.map((a) => a.id)).toEqual([ids[4]]);
    const beyond = appliedJobListSchema.parse((await list('?page=9&size=2')).data);
    expect(beyond).toMatchObject({ applications: [], total_num: 5 });
  });

  it('filters by My Jobs tab and by state', async () => {
    const ofTab = async (tab: string) => appliedJobListSchema.parse((await list(`?tab=${tab}&sort=oldest`)).data).applications.map((a) => a.status);
    expect(await ofTab('interviews')).toEqual(['interview']);
    // Opening an application (and any later move) stamps viewed_at.
    expect(await ofTab('viewed_me')).toEqual(['declined', 'interview', 'viewed', 'not_accepted']);
    expect(await ofTab('not_suitable')).toEqual(['declined', 'not_accepted']);
    expect(await ofTab('applied')).toEqual(['declined', 'interview', 'viewed', 'not_accepted', 'pending']);
    const byState = appliedJobListSchema.parse((await list('?status=pending,viewed&sort=oldest')).data);
    expect(byState.applications.map((a) => a.status)).toEqual(['viewed', 'pending']);
    const byJob = appliedJobListSchema.parse((await list(`?job_ids=${plain[1]?.id},${plain[7]?.id}`)).data);
    expect(byJob.applications.map((a) => a.job_id)).toEqual([plain[1]?.id]);
  });

  it('refuses unknown sorts, tabs and states with 422 naming the parameter', async () => {
    const answer = await list('?sort=best&tab=archive&status=pending,lost&page=0');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors).sort()).toEqual(['page', 'sort', 'status', 'tab']);
  });

  it('shows nobody else’s applications', async () => {
    const theirs = appliedJobListSchema.parse((await list('', intruder)).data);
    expect(theirs.total_num).toBe(0);
    expect((await list('')).status).toBe(200);
    expect((await send(platform, 'GET', '/job/job-applications/jobseekers', { country: 'ph' })).status).toBe(401);
  });

  it('reads one application with its questions; another seeker’s id is 404 without data', async () => {
    const mine = await send(platform, 'GET', `/job/jobs/applied-jobs/${ids[4]}`, { country: 'ph', headers: seeker.headers });
    expect(mine.status).toBe(200);
    expect(appliedJobDetailSchema.parse(mine.data)).toMatchObject({ id: ids[4], first_message: 'Application 4', screening_questions: [] });
    const theirs = await send(platform, 'GET', `/job/jobs/applied-jobs/${ids[4]}`, { country: 'ph', headers: intruder.headers });
    expect(theirs).toMatchObject({ status: 404, code: 40004, data: null });
    expect((await send(platform, 'GET', '/job/jobs/applied-jobs/99999999', { country: 'ph', headers: seeker.headers })).status).toBe(404);
  });

  it('withdraws an open application once; another seeker cannot; outcomes cannot be withdrawn', async () => {
    const target = ids[4] as number;
    const stolen = await send(platform, 'PATCH', `/job/applied-jobs/${target}/withdraw`, { country: 'ph', headers: intruder.headers });
    expect(stolen).toMatchObject({ status: 404, data: null });
    const done = await send(platform, 'PATCH', `/job/applied-jobs/${target}/withdraw`, { country: 'ph', headers: seeker.headers });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ id: target, status: 'cancelled', withdrawn_at: platform.now.toISOString(), can_withdraw: false });
    const again = await send(platform, 'PATCH', `/job/applied-jobs/${target}/withdraw`, { country: 'ph', headers: seeker.headers });
    expect(again).toMatchObject({ status: 409, code: 41503 });
    const declined = await send(platform, 'PATCH', `/job/applied-jobs/${ids[0]}/withdraw`, { country: 'ph', headers: seeker.headers });
    expect(declined).toMatchObject({ status: 409, code: 41503 });
    const interview = await send(platform, 'PATCH', `/job/applied-jobs/${ids[1]}/withdraw`, { country: 'ph', headers: seeker.headers });
    expect(interview.data.status).toBe('cancelled');

    const applied = appliedJobListSchema.parse((await list('?tab=applied')).data);
    expect(applied.applications.map((a) => a.id)).not.toContain(target);
    const cancelled = appliedJobListSchema.parse((await list('?status=cancelled')).data);
    expect(cancelled.applications.map((a) => a.id).sort()).toEqual([ids[1], target].sort());
  });

  it('reopens a withdrawn application when the seeker applies again', async () => {
    const target = ids[4] as number;
    const answer = await apply(seeker, plain[4]?.id as number, { first_message: 'Back again' });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({ id: target, status: 'pending', first_message: 'Back again', withdrawn_at: null, viewed_at: null });
  });
});

describe('application states', () => {
  it('moves only along the employer’s transitions', async () => {
    const seeker = await createSeeker(platform);
    const answer = await apply(seeker, (plain[7] as SeededJob).id, {});
    const id = answer.data.id as number;
    await expect(moveApplication(platform.handle.db, id, 'accepted', platform.now)).rejects.toMatchObject({ code: 41503 });
    for (const to of ['viewed', 'communicated', 'exchanged', 'interview', 'accepted'] as const) {
      await moveApplication(platform.handle.db, id, to, platform.now);
    }
    await expect(moveApplication(platform.handle.db, id, 'cancelled', platform.now)).rejects.toMatchObject({ code: 41503 });
    const mine = await send(platform, 'GET', `/job/jobs/applied-jobs/${id}`, { country: 'ph', headers: seeker.headers });
    expect(mine.data).toMatchObject({ status: 'accepted', can_withdraw: false });
  });
});
