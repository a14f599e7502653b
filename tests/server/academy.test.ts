import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendedCoursesResultSchema } from '@/lib/schemas/academy';
import { createSession } from '@/server/auth/sessions';
import { courses } from '@/server/academy/courses';
import { jobPreferences } from '@/server/db/schema';
import { languages } from '@/lib/languages';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

let platform: TestPlatform;
const ph = 'ph';

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 5 });
});
afterAll(async () => {
  await platform?.close();
});

const ask = async (query: string, init: { headers?: Record<string, string>; language?: string } = {}) => {
  const answer = await call(platform, `/academy/recommended-courses${query}`, { country: ph, ...init });
  expect(answer.status).toBe(200);
  return recommendedCoursesResultSchema.parse(answer.data).courses;
};

describe('the course catalogue', () => {
  it('is written in every language, each title its own', () => {
    for (const course of courses) {
      for (const language of languages) expect(course.labels[language.code], `${course.key} ${language.code}`).toBeTruthy();
      expect(new Set(Object.values(course.labels)).size, course.key).toBeGreaterThan(5);
    }
    expect(new Set(courses.map((c) => c.id)).size).toBe(courses.length);
  });
});

describe('GET /academy/recommended-courses', () => {
  it('answers six courses by default, in the request language', async () => {
    const english = await ask('');
    expect(english).toHaveLength(6);
    const japanese = await ask('', { language: 'ja-jp' });
    expect(japanese.map((c) => c.id)).toEqual(english.map((c) => c.id));
    expect(japanese[0]?.title).toBe(courses.find((c) => c.id === japanese[0]?.id)?.labels.ja);
  });

  it('puts the courses of the asked job category first, then general ones, never another trade', async () => {
    const sales = await ask('?job_category_ids=100&size=30');
    expect(sales.slice(0, 2).map((c) => c.key).sort()).toEqual(['consultative-selling', 'key-account-management']);
    for (const course of sales) expect(course.job_category_ids.length === 0 || course.job_category_ids.includes(100)).toBe(true);
    // A job title (141, Sales Executive) or sub-function (140) stands for its main function.
    expect((await ask('?job_category_ids=141&size=2')).map((c) => c.key).sort()).toEqual(['consultative-selling', 'key-account-management']);
    expect((await ask('?job_category_ids=140&size=2')).map((c) => c.key).sort()).toEqual(['consultative-selling', 'key-account-management']);
  });

  it('puts courses of the experience level first', async () => {
    const senior = await ask('?job_category_ids=100&xp_lvl_key=10-plus-years&size=2');
    expect(senior[0]?.key).toBe('key-account-management');
    const junior = await ask('?job_category_ids=100&xp_lvl_key=no-experience&size=2');
    expect(junior[0]?.key).toBe('consultative-selling');
  });

  it('reads a signed-in seeker’s preferences when no category is asked, and only theirs', async () => {
    const nurse = await createSignedInUser(platform);
    await platform.handle.db.insert(jobPreferences).values({
      userId: nurse.id,
      functionJobTitleId: 523,
      jobTitle: 'Physiotherapist',
      industryId: 11,
      jobTypeId: 1,
      workArrangement: 'onsite',
      currency: 'PHP',
      salaryFrom: 0,
      salaryTo: 100_000,
    });
    const theirs = await ask('?size=3', { headers: nurse.headers });
    expect(theirs[0]?.job_category_ids).toEqual([500]);
    const other = await createSignedInUser(platform);
    expect((await ask('?size=3', { headers: other.headers })).map((c) => c.id)).toEqual([1, 2, 3]);
    // A guest session reads no preferences either.
    const guest = await createSession(platform.handle.db, { userId: null, kind: 'guest', now: platform.now });
    expect((await ask('?size=3', { headers: { Authorization: `Bearer ${guest}` } })).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['size=0', 'size'],
    ['size=51', 'size'],
    ['size=abc', 'size'],
    ['job_category_ids=abc', 'job_category_ids'],
    ['job_category_ids=-4', 'job_category_ids'],
    ['xp_lvl_key=expert', 'xp_lvl_key'],
  ])('refuses %s with the field named', async (query, field) => {
    const answer = await call(platform, `/academy/recommended-courses?${query}`, { country: ph });
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(answer.data.errors).toHaveProperty(field);
  });

  it('accepts the bounds and an unknown category (no trade: the general courses)', async () => {
    expect(await ask('?size=1')).toHaveLength(1);
    expect((await ask('?size=30')).length).toBe(Math.min(courses.length, 30));
    // The whole catalogue in one answer, so a course's page finds any course (issue 36 item 11).
    expect((await ask('?size=50')).map((c) => c.key).sort()).toEqual(courses.map((c) => c.key).sort());
    const none = await ask('?job_category_ids=999999&size=30');
    expect(none.map((c) => c.key)).toEqual(courses.filter((c) => c.categories.length === 0).map((c) => c.key));
  });
});
