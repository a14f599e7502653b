import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ searchCountsTtlMs: 60_000 });
});
afterAll(async () => {
  await platform?.close();
});

it('reuses a search’s counts for its other pages and sorts, but not for another search', async () => {
  const first = await call(platform, '/job/search?size=5&query=developer', { country: 'in' });
  await platform.addJobs('in', [{ title: 'Developer' }, { title: 'Developer Intern' }]);
  const nextPage = await call(platform, '/job/search?size=5&page=2&sort=1&query=developer', { country: 'in' });
  expect(nextPage.data.total_num).toBe(first.data.total_num);
  expect(nextPage.data.facets).toEqual(first.data.facets);
  const otherSearch = await call(platform, '/job/search?size=5&query=developer&xp_lvls=1,2,3,4,5,6', { country: 'in' });
  expect(otherSearch.data.total_num).toBe(first.data.total_num + 2);
});
