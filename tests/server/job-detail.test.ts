import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailSchema, jobStaticSchema, similarJobsResultSchema } from '@/lib/schemas/job';
import { companies, jobs } from '@/server/db/schema';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { dayjs } from '@/lib/dayjs';

let platform: TestPlatform;
let phJob: typeof jobs.$inferSelect;

beforeAll(async () => {
  platform = await startTestPlatform();
  const [first] = await platform.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.countryKey, 'ph'), eq(jobs.status, 'active'), gt(jobs.expiresAt, seedNow)))
    .orderBy(asc(jobs.id))
    .limit(1);
  if (!first) throw new Error('No open job seeded in ph');
  phJob = first;
});
afterAll(async () => {
  await platform?.close();
});

describe('GET /job/{id}', () => {
  it('answers every field of the job, its company card and recruiter with activity', async () => {
    const answer = await call(platform, `/job/${phJob.id}`, { country: 'ph' });
    expect(answer.status).toBe(200);
    const job = jobDetailSchema.parse(answer.data);
    expect(job).toMatchObject({
      id: phJob.id,
      title: phJob.title,
      status: 'active',
      description: phJob.description,
      requirements: phJob.requirements,
      skills: phJob.skills,
      benefits: phJob.benefits,
      expires_at: phJob.expiresAt.toISOString(),
      salary: { type: phJob.salaryType, from: phJob.salaryFrom, to: phJob.salaryTo, currency: 'PHP' },
    });
    expect(job.function_title.id).toBe(phJob.functionTitleId);
    expect(job.job_function.id).toBe(phJob.jobFunctionId);
    expect(job.main_function.id).toBe(phJob.mainFunctionId);
    expect(job.function_title.value).not.toBe('');
    if (phJob.locationId) {
      expect(job.location?.id).toBe(phJob.locationId);
      expect(job.location?.latitude).toEqual(expect.any(Number));
    }
    expect(job.company.id).toBe(phJob.companyId);
    expect(job.company.active_jobs_count).toBeGreaterThanOrEqual(1);
    const [company] = await platform.handle.db.select().from(companies).where(eq(companies.id, phJob.companyId));
    expect(job.company.website).toBe(company?.website ?? null);
    expect(job.recruiter.id).toBe(phJob.recruiterId);
    expect(job.recruiter.full_name).toBe(`${job.recruiter.first_name} ${job.recruiter.last_name}`);
  });

  it('carries the Japan-specific fields on a Japanese job, in the request language', async () => {
    const [jpJob] = await platform.handle.db.select().from(jobs).where(eq(jobs.countryKey, 'jp')).limit(1);
    const english = jobDetailSchema.parse((await call(platform, `/job/${jpJob?.id}`, { country: 'jp', language: 1 })).data);
    const japanese = jobDetailSchema.parse((await call(platform, `/job/${jpJob?.id}`, { country: 'jp', language: 4 })).data);
    expect(english.japan_details?.contract_period).toBe(jpJob?.japanDetails?.contractPeriod);
    expect(english.japan_details?.passive_smoking_measures).toBeTruthy();
    expect(japanese.job_type.value).not.toBe(english.job_type.value);
  });

  it('is 404 with 40004 for another country’s job, an unknown id and a deleted job', async () => {
    for (const [path, country] of [
      [`/job/${phJob.id}`, 'sg'],
      ['/job/99999999', 'ph'],
      ['/job/0', 'ph'],
    ] as const) {
      const answer = await call(platform, path, { country });
      expect(answer.status, path).toBe(404);
      expect(answer.code).toBe(40004);
    }
    const [deleted] = await platform.addJobs('ph', [{ status: 'deleted' }]);
    expect((await call(platform, `/job/${deleted}`, { country: 'ph' })).status).toBe(404);
    expect((await call(platform, `/job/${deleted}/static`, { country: 'ph' })).status).toBe(404);
  });

  it('answers closed, on-hold and expired jobs with the status the seeker sees', async () => {
    const [closed, onHold, expired] = await platform.addJobs('ph', [
      { status: 'closed' },
      { status: 'on_hold' },
      { status: 'active', postedAt: dayjs.utc(seedNow).subtract(40, 'day').toDate(), expiresAt: dayjs.utc(seedNow).subtract(1, 'day').toDate() },
    ]);
    const status = async (id?: number) => (await call(platform, `/job/${id}`, { country: 'ph' })).data.status;
    expect(await status(closed)).toBe('closed');
    expect(await status(onHold)).toBe('on_hold');
    expect(await status(expired)).toBe('closed');
  });
});

describe('GET /job/{id}/static', () => {
  it('is the detail without recruiter activity or the live job count, and cacheable', async () => {
    const response = await platform.request(`/job/${phJob.id}/static`, { country: 'ph' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const data = ((await response.json()) as { data: Record<string, never> }).data;
    const job = jobStaticSchema.parse(data);
    expect(job.id).toBe(phJob.id);
    expect(data.recruiter).not.toHaveProperty('last_active_at');
    expect(data.recruiter).not.toHaveProperty('reply_activity');
    expect(data.company).not.toHaveProperty('active_jobs_count');
  });
});

describe('GET /job/similar', () => {
  it('offers up to 5 open jobs of the same country and main function, never the job itself', async () => {
    const answer = await call(platform, `/job/similar?job_id=${phJob.id}&page=1&extra=ignored`, { country: 'ph' });
    expect(answer.status).toBe(200);
    const { jobs: similar } = similarJobsResultSchema.parse(answer.data);
    const open = await platform.handle.db
      .select({ id: jobs.id, title: jobs.functionTitleId })
      .from(jobs)
      .where(
        and(
          eq(jobs.countryKey, 'ph'),
          eq(jobs.status, 'active'),
          gt(jobs.expiresAt, seedNow),
          eq(jobs.mainFunctionId, phJob.mainFunctionId),
          ne(jobs.id, phJob.id),
        ),
      );
    expect(similar.length).toBe(Math.min(5, open.length));
    expect(similar.map((job) => job.id)).not.toContain(phJob.id);
    const allowed = new Set(open.map((row) => row.id));
    expect(similar.every((job) => allowed.has(job.id))).toBe(true);
  });

  it('puts a job with the same title first', async () => {
    const [twin] = await platform.addJobs('ph', [{ title: phJob.title, postedAt: new Date(seedNow.getTime() - 60_000) }]);
    const answer = await call(platform, `/job/similar?job_id=${phJob.id}&size=2`, { country: 'ph' });
    expect(answer.data.jobs[0].id).toBe(twin);
    expect(answer.data.jobs).toHaveLength(2);
  });

  it('is 404 for another country’s job and 422 without a job id', async () => {
    expect((await call(platform, `/job/similar?job_id=${phJob.id}`, { country: 'sg' })).status).toBe(404);
    const missing = await call(platform, '/job/similar?size=3', { country: 'ph' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.data.errors)).toEqual(['job_id']);
  });
});
