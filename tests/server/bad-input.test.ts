import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 5 });
});
afterAll(async () => {
  await platform?.close();
});

const gets = [
  '/job/search?query=%00',
  '/job/search?query=%FF%FE',
  `/job/search?query=${'a'.repeat(101)}`,
  '/job/search?query=%25%5F%5C',
  "/job/search?query=a'%22);drop%20table%20jobs;--",
  '/job/search?query=%E5%96',
  '/job/search?job_types=99999999999&company_ids=-1',
  '/job/search?salary_from=1e9999&salary_to=NaN',
  '/job/search?page=1001&size=101',
  '/job/search?job_locations=1,,2,',
  '/job/abc',
  '/job/99999999999',
  '/job/1.5/static',
  '/job/similar?job_id=abc',
  '/job/similar?job_id=1&size=1000',
  '/company/search-suggestion?query=%00',
  '/company/combined_search_suggestion?query=%25&size=x',
  '/config/search/job-title-lists?query=%5C',
  '/recommend/hot-job-titles?size=-1',
];

const posts: [string, string][] = [
  ['/job/1/view', '[]'],
  ['/job/1/view', 'null'],
  ['/job/1/view', '"web"'],
  ['/job/1/view', '{"device":"web","device_uuid":"\\u0000"}'],
  ['/job/1/view', '{"device":"web","device_uuid":123}'],
  ['/job/jobs/1/report', '{"report_reason_id":1e309}'],
  ['/job/jobs/1/report', '{"report_reason_id":"1; drop table jobs"}'],
  ['/job/jobs/1/report', '{'],
  ['/job/metrics/job-hot-search', '{"query":"\\u0000nurse","page":{"a":1}}'],
  ['/job/metrics/job-hot-search', '{"query":"\\u0000nurse\\u0000","job_title_id":"x"}'],
  ['/job/metrics/job-hot-search', '{"query":"\\u0000 nurse \\u0000"}'],
];

it('answers malformed queries and paths without a server error', async () => {
  for (const path of gets) {
    const answer = await platform.request(path, { country: 'ph' });
    expect(answer.status, path).toBeLessThan(500);
    expect([200, 404, 422], path).toContain(answer.status);
  }
});

it('answers malformed bodies without a server error', async () => {
  for (const [path, body] of posts) {
    const answer = await call(platform, path, { country: 'ph', method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(answer.status, `${path} ${body}`).toBeLessThan(500);
  }
});
