import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobCoursesQuery, jobCoursesSize } from '@/lib/job-courses';
import { createHttp } from '@/services/http';
import { coursesForJob, jobCoursesTimeoutMs } from '@/services/job-courses';

/** The job page's courses: what it asks the academy for, and a page without them when the academy fails. */
const platform = 'http://platform.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const xpLevels = [
  { id: 1, key: 'no-experience' },
  { id: 5, key: '5-10-years' },
  { id: 9, key: 'some-future-level' },
];
const salesJob = { main_function: { id: 100 }, xp_lvl: { id: 5 } };
const course = { id: 2, key: 'key-account-management', title: 'Key account management', level: 'advanced', hours: 10, job_category_ids: [100] };
const platformHttp = () => createHttp({ baseURL: platform, context: { country: 'ph', language: 'ja-jp', device: 'web' } });
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('jobCoursesQuery', () => {
  it('asks for the job’s main function at its experience level, a few courses', () => {
    expect(jobCoursesQuery(salesJob, xpLevels)).toEqual({ size: jobCoursesSize, job_category_ids: '100', xp_lvl_key: '5-10-years' });
    expect(jobCoursesSize).toBeLessThanOrEqual(4);
  });

  it('leaves out a level the academy does not know, or one missing from the list', () => {
    expect(jobCoursesQuery({ main_function: { id: 200 }, xp_lvl: { id: 9 } }, xpLevels)).toEqual({ size: jobCoursesSize, job_category_ids: '200' });
    expect(jobCoursesQuery({ main_function: { id: 200 }, xp_lvl: { id: 77 } }, xpLevels)).toEqual({ size: jobCoursesSize, job_category_ids: '200' });
  });
});

describe('coursesForJob', () => {
  it('sends the query in the site’s language and reads the courses', async () => {
    const seen: { params: Record<string, string>; language: string | null }[] = [];
    server.use(
      http.get(`${platform}/academy/recommended-courses`, ({ request }) => {
        seen.push({ params: Object.fromEntries(new URL(request.url).searchParams), language: request.headers.get('language-id') });
        return HttpResponse.json({ code: 0, message: 'Success', data: { courses: [course] } });
      }),
    );
    expect(await coursesForJob(platformHttp(), salesJob, xpLevels)).toEqual([course]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toEqual({ size: String(jobCoursesSize), job_category_ids: '100', xp_lvl_key: '5-10-years' });
    expect(Number(seen[0]?.language)).toBeGreaterThan(0);
  });

  it.each([
    ['a server error', () => HttpResponse.json({ code: 50001, message: 'down', data: null }, { status: 500 })],
    ['a refusal', () => HttpResponse.json({ code: 40001, message: 'bad', data: { errors: { size: ['no'] } } }, { status: 422 })],
    ['an answer in another shape', () => HttpResponse.json({ code: 0, message: 'Success', data: { courses: [{ id: 'x' }] } })],
    ['a broken connection', () => HttpResponse.error()],
  ])('is empty after %s, and says why in the log', async (_what, answer) => {
    const warn = quiet();
    server.use(http.get(`${platform}/academy/recommended-courses`, answer));
    expect(await coursesForJob(platformHttp(), salesJob, xpLevels)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[academy]'));
  });

  it('gives up after its timeout rather than hold the page', async () => {
    quiet();
    server.use(
      http.get(`${platform}/academy/recommended-courses`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    expect(await coursesForJob(platformHttp(), salesJob, xpLevels)).toEqual([]);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(jobCoursesTimeoutMs - 50);
    expect(waited).toBeLessThan(jobCoursesTimeoutMs + 5000);
  });
});
