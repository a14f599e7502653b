import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCoursesQuery, jobCoursesSize } from '@/lib/job-courses';
import { recommendedCoursesResultSchema } from '@/lib/schemas/academy';
import { configListsSchema } from '@/lib/schemas/config';
import { jobDetailSchema } from '@/lib/schemas/job';
import { courses, levelOfXp } from '@/server/academy/courses';
import { jobFunctionTree } from '@/server/seed/reference/job-functions';
import { xpLevels } from '@/server/seed/reference/candidate-lists';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';

/**
 * The courses beside a job (issue 15): the categories and level the job page asks for, read from
 * the job the platform serves, give that job's trade's courses at its level, for every trade and
 * every experience level, and never another trade's.
 */
let platform: TestPlatform;
const levels = ['beginner', 'intermediate', 'advanced'] as const;
/** One job per (main function, experience level), filed under a job title of that function. */
let jobIds: { mainFunction: number; xpLvl: number; id: number }[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  const wanted = jobFunctionTree.flatMap((main) => {
    const sub = main.children[0];
    const title = sub?.children[0];
    if (!sub || !title) throw new Error(`${main.seoValue} has no job title`);
    return xpLevels.map((level) => ({ mainFunctionId: main.id, jobFunctionId: sub.id, functionTitleId: title.id, xpLvlId: level.id }));
  });
  const ids = await platform.addJobs('ph', wanted);
  jobIds = wanted.map((w, i) => ({ mainFunction: w.mainFunctionId, xpLvl: w.xpLvlId, id: ids[i] ?? 0 }));
});
afterAll(async () => {
  await platform?.close();
});

async function get<T>(path: string, parse: (data: unknown) => T, language = 'en-us'): Promise<T> {
  const answer = await call(platform, path, { country: 'ph', language });
  expect(answer.status, path).toBe(200);
  return parse(answer.data);
}

/** What the job page does: read the job and the lists, ask the academy with jobCoursesQuery. */
async function coursesOfJobPage(id: number, language = 'en-us') {
  const job = await get(`/job/${id}`, (d) => jobDetailSchema.parse(d), language);
  const lists = await get(`/config/2/list?language_code=${language}`, (d) => configListsSchema.parse(d), language);
  const query = jobCoursesQuery(job, lists.xp_lvls);
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await get(`/academy/recommended-courses?${params}`, (d) => recommendedCoursesResultSchema.parse(d), language);
  return { job, query, courses: answer.courses };
}

describe('courses beside a job', () => {
  it('covers every trade at every experience level', () => {
    expect(jobIds).toHaveLength(jobFunctionTree.length * xpLevels.length);
    expect(new Set(jobIds.map((j) => j.mainFunction)).size).toBe(jobFunctionTree.length);
  });

  it('are the job’s trade’s courses first, at the level nearest the job’s, then ones for every trade, never another trade’s', async () => {
    for (const { id, mainFunction, xpLvl } of jobIds) {
      const { job, query, courses: shown } = await coursesOfJobPage(id);
      const where = `job ${id} (function ${mainFunction}, level ${xpLvl})`;
      // The page asks for what the job is: its main function and its experience level.
      expect(job.main_function.id, where).toBe(mainFunction);
      const xpKey = xpLevels.find((l) => l.id === xpLvl)?.key;
      expect(query, where).toEqual({ size: jobCoursesSize, job_category_ids: String(mainFunction), xp_lvl_key: xpKey });
      expect(shown, where).toHaveLength(jobCoursesSize);

      for (const course of shown) {
        expect(course.job_category_ids.length === 0 || course.job_category_ids.includes(mainFunction), `${where}: ${course.key}`).toBe(true);
      }
      // Every trade has courses of its own: the first one shown is one of them, at the level
      // closest to the job's among that trade's courses.
      const first = shown[0];
      expect(first?.job_category_ids, where).toContain(mainFunction);
      const target = levels.indexOf(levelOfXp[xpKey as keyof typeof levelOfXp]);
      const distance = (level: (typeof levels)[number]) => Math.abs(levels.indexOf(level) - target);
      const tradeCourses = courses.filter((c) => c.categories.includes(mainFunction));
      const nearest = Math.min(...tradeCourses.map((c) => distance(c.level)));
      expect(distance(first?.level ?? 'beginner'), where).toBe(nearest);
      // The trade's own courses all come before the general ones.
      const own = shown.filter((c) => c.job_category_ids.includes(mainFunction)).length;
      expect(
        shown.slice(0, own).every((c) => c.job_category_ids.includes(mainFunction)),
        where,
      ).toBe(true);
      expect(own, where).toBe(Math.min(jobCoursesSize, tradeCourses.length));
    }
  });

  it('a senior sales job gets key account management, a first sales job consultative selling', async () => {
    const senior = jobIds.find((j) => j.mainFunction === 100 && j.xpLvl === 6);
    const first = jobIds.find((j) => j.mainFunction === 100 && j.xpLvl === 1);
    expect((await coursesOfJobPage(senior?.id ?? 0)).courses[0]?.key).toBe('key-account-management');
    expect((await coursesOfJobPage(first?.id ?? 0)).courses[0]?.key).toBe('consultative-selling');
  });

  it('are titled in the page’s language', async () => {
    const nurseJob = jobIds.find((j) => j.mainFunction === 500 && j.xpLvl === 1);
    for (const [language, code] of [
      ['ja-jp', 'ja'],
      ['ar-ae', 'ar'],
    ] as const) {
      const { courses: shown } = await coursesOfJobPage(nurseJob?.id ?? 0, language);
      expect(shown[0]?.key).toBe('patient-communication');
      expect(shown.map((c) => c.title)).toEqual(shown.map((c) => courses.find((x) => x.id === c.id)?.labels[code]));
    }
  });
});
