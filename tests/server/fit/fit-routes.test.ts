import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitDetailSchema, fitListSchema } from '@/lib/schemas/fit';
import { languageBySlug } from '@/lib/languages';
import { orderByFit } from '@/server/fit/rank';
import { rowsOf } from '@/server/db/rows';
import { educations, jobPreferences, jobs, userLanguages, userSkills, workExperiences } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../../support/platform';
import { createSignedInUser } from '../../support/users';

let platform: TestPlatform;
const ph = 'ph';

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function openJobs(countryKey: string, limit: number) {
  return platform.handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), ne(jobs.salaryType, 'negotiable'), sql`cardinality(${jobs.skills}) > 0`))
    .orderBy(asc(jobs.id))
    .limit(limit);
}

/** A seeker whose profile holds exactly what `job` asks. */
async function seekerFor(job: typeof jobs.$inferSelect) {
  const user = await createSignedInUser(platform);
  const db = platform.handle.db;
  await db.insert(userSkills).values(job.skills.map((value, sort) => ({ userId: user.id, value, sort })));
  await db.insert(workExperiences).values({ userId: user.id, companyName: 'Acme', jobTitle: job.title, workingPeriodFrom: '2010-01-01', isCurrentlyWorkHere: true });
  await db.insert(educations).values({ userId: user.id, school: 'University', degreeId: 7, studyPeriodFrom: '2004-01-01', studyPeriodTo: '2008-01-01' });
  await db.insert(jobPreferences).values({
    userId: user.id,
    functionJobTitleId: job.functionTitleId,
    jobTitle: job.title,
    industryId: job.industryId,
    jobTypeId: job.jobTypeId,
    workArrangement: job.workArrangement,
    locationId: job.locationId,
    currency: job.currency,
    salaryFrom: 1,
    salaryTo: 2,
  });
  await db.insert(userLanguages).values(
    [1, 2, 4, 7, 8, 10, 11].map((languageId) => ({ userId: user.id, languageId, proficiency: 'fluent' })),
  );
  return user;
}

describe('GET /job/fit', () => {
  it('asks for a signed-in seeker', async () => {
    const answer = await call(platform, '/job/fit?job_ids=1', { country: ph });
    expect(answer).toMatchObject({ status: 401, code: 40003 });
  });

  it('refuses missing, malformed and too many ids with a 422', async () => {
    const user = await createSignedInUser(platform);
    for (const query of ['', '?job_ids=', '?job_ids=abc', '?job_ids=1,-2', `?job_ids=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`]) {
      const answer = await call(platform, `/job/fit${query}`, { country: ph, headers: user.headers });
      expect(answer.status, query).toBe(422);
    }
  });

  it('labels the cards in order, leaving out another country’s and unknown jobs', async () => {
    const [first, second] = await openJobs(ph, 2);
    const [foreign] = await openJobs('jp', 1);
    if (!first || !second || !foreign) throw new Error('seed has no open jobs');
    const user = await seekerFor(first);
    const answer = await call(platform, `/job/fit?job_ids=${second.id},${foreign.id},${first.id},2000000000`, { country: ph, headers: user.headers });
    expect(answer.status).toBe(200);
    const { fits } = fitListSchema.parse(answer.data);
    expect(fits.map((fit) => fit.job_id)).toEqual([second.id, first.id]);
    const own = fits[1];
    expect(own?.level).toBe('strong');
    expect(own?.label).toBe('Strong fit');
  });
});

describe('jobs for verified seekers', () => {
  it('are left out of the labels and answer 404 for a seeker who has not verified', async () => {
    const [open, hidden] = await openJobs(ph, 2);
    if (!open || !hidden) throw new Error('seed has no open jobs');
    await platform.handle.db.update(jobs).set({ verifiedOnly: true }).where(eq(jobs.id, hidden.id));
    try {
      const user = await createSignedInUser(platform);
      const { fits } = fitListSchema.parse((await call(platform, `/job/fit?job_ids=${open.id},${hidden.id}`, { country: ph, headers: user.headers })).data);
      expect(fits.map((fit) => fit.job_id)).toEqual([open.id]);
      expect((await call(platform, `/job/${hidden.id}/fit`, { country: ph, headers: user.headers })).status).toBe(404);
    } finally {
      await platform.handle.db.update(jobs).set({ verifiedOnly: false }).where(eq(jobs.id, hidden.id));
    }
  });
});

describe('GET /job/{id}/fit', () => {
  it('asks for a signed-in seeker and answers 404 for an unknown or foreign job', async () => {
    const [job] = await openJobs(ph, 1);
    const [foreign] = await openJobs('jp', 1);
    if (!job || !foreign) throw new Error('seed has no open jobs');
    expect(await call(platform, `/job/${job.id}/fit`, { country: ph })).toMatchObject({ status: 401 });
    const user = await createSignedInUser(platform);
    expect((await call(platform, `/job/${foreign.id}/fit`, { country: ph, headers: user.headers })).status).toBe(404);
    expect((await call(platform, '/job/2000000000/fit', { country: ph, headers: user.headers })).status).toBe(404);
  });

  it('words the reasons in the request’s language, and links what to add to its section', async () => {
    const [job] = await openJobs(ph, 1);
    if (!job) throw new Error('seed has no open jobs');
    const empty = await createSignedInUser(platform);
    const en = fitDetailSchema.parse((await call(platform, `/job/${job.id}/fit`, { country: ph, language: 'en-us', headers: empty.headers })).data);
    expect(en.add.map((a) => a.section)).toEqual(expect.arrayContaining(['skills', 'work_experiences', 'job_preferences']));
    expect(en.add.find((a) => a.section === 'skills')?.text).toBe('Add your skills');
    const ja = fitDetailSchema.parse((await call(platform, `/job/${job.id}/fit`, { country: ph, language: 'ja-jp', headers: empty.headers })).data);
    expect(ja.add.find((a) => a.section === 'skills')?.text).toBe('スキルを追加する');
    const ar = fitDetailSchema.parse((await call(platform, `/job/${job.id}/fit`, { country: ph, language: 'ar-ae', headers: empty.headers })).data);
    expect(ar.add.find((a) => a.section === 'skills')?.text).toBe('أضف مهاراتك');

    const fitting = await seekerFor(job);
    const detail = fitDetailSchema.parse((await call(platform, `/job/${job.id}/fit`, { country: ph, headers: fitting.headers })).data);
    expect(detail.level).toBe('strong');
    expect(detail.add).toEqual([]);
    expect(detail.matches.find((m) => m.factor === 'skills')?.text).toContain(job.skills[0]);
    // The job's level and degree are named in the request's language.
    const [refs] = rowsOf<{ xp: Record<string, string>; min_years: number; degree: Record<string, string> }>(
      await platform.handle.db.execute(sql`select x.labels as xp, (x.extra->>'minYears')::int as min_years, d.labels as degree
        from ref_items x, ref_items d where x.list = 'xp_lvls' and x.id = ${job.xpLvlId} and d.list = 'degrees' and d.id = ${job.degreeId}`),
    );
    const inJapanese = fitDetailSchema.parse((await call(platform, `/job/${job.id}/fit`, { country: ph, language: 'ja-jp', headers: fitting.headers })).data);
    const experience = inJapanese.matches.find((m) => m.factor === 'experience')?.text;
    const education = inJapanese.matches.find((m) => m.factor === 'education')?.text;
    if (refs && refs.min_years > 0) expect(experience).toBe(`経験が求められるレベルを満たしています（${refs.xp.ja}）`);
    if (refs && job.degreeId > 1) expect(education).toBe(`学歴が条件を満たしています（${refs.degree.ja}）`);
    expect(experience ?? education).toBeTruthy();
  });
});

describe('ordering by fit', () => {
  it('puts a list in order of fit, best first, ties in their own order', async () => {
    const list = await openJobs(ph, 20);
    const [job] = list;
    if (!job) throw new Error('seed has no open jobs');
    const user = await seekerFor(job);
    const site = { userId: user.id, countryKey: ph, language: languageBySlug('en-us'), now: platform.now };
    const ordered = await orderByFit(platform.handle.db, site, [...list].reverse());
    expect([...ordered].map((j) => j.id).sort()).toEqual(list.map((j) => j.id).sort());
    const fits = fitListSchema.parse((await call(platform, `/job/fit?job_ids=${ordered.map((j) => j.id).join(',')}`, { country: ph, headers: user.headers })).data).fits;
    const scores = fits.map((fit) => fit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ordered[0]?.id).toBe(job.id);
  });

  it('is what GET /recommend/jobs-for-you?sort=fit answers: the same jobs, best fit first', async () => {
    const [job] = await openJobs(ph, 1);
    if (!job) throw new Error('seed has no open jobs');
    const user = await seekerFor(job);
    const plain = await call(platform, '/recommend/jobs-for-you?size=20&arrangement=all', { country: ph, headers: user.headers });
    const byFit = await call(platform, '/recommend/jobs-for-you?size=20&arrangement=all&sort=fit', { country: ph, headers: user.headers });
    const ids = (answer: typeof plain) => (answer.data as { jobs: { id: number }[] }).jobs.map((j) => j.id);
    expect(ids(byFit).length).toBeGreaterThan(0);
    expect([...ids(byFit)].sort()).toEqual([...ids(plain)].sort());
    const bad = await call(platform, '/recommend/jobs-for-you?sort=best', { country: ph, headers: user.headers });
    expect(bad.status).toBe(422);
  });
});
