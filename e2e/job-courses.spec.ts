import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl, webPort } from './ports';
import { layoutProblems } from './support/layout';

/**
 * Courses beside a job (issue 15): a job page shows the academy's courses for the job's trade
 * and level in the server HTML, in the page's language, with a link to every course; the page
 * stays cached (ISR). English, Japanese and Arabic (right to left), at 390 and 1366 px, with axe.
 */

const sites = [
  // A trade per site, so each checks a different category: sales, IT, healthcare.
  { country: 'ph', language: 'en-us', dir: 'ltr', mainFunction: 100, heading: 'Courses for this job', everyTrade: 'Every trade', seeAll: 'See all courses', coursesHeading: 'Courses' },
  { country: 'jp', language: 'ja-jp', dir: 'ltr', mainFunction: 200, heading: 'この仕事に役立つ講座', everyTrade: '全職種向け', seeAll: 'すべての講座を見る', coursesHeading: '講座' },
  { country: 'ae', language: 'ar-ae', dir: 'rtl', mainFunction: 500, heading: 'دورات تناسب هذه الوظيفة', everyTrade: 'لكل المجالات', seeAll: 'عرض كل الدورات', coursesHeading: 'الدورات' },
] as const;

interface JobFacts {
  id: number;
  main_function: { id: number; value: string };
  xp_lvl: { id: number };
}

/** An open job of the trade on the site, as the platform tells it in the page's language. */
async function jobOfTrade(request: APIRequestContext, country: string, language: string, mainFunction: number): Promise<JobFacts> {
  const headers = { 'Country-Id': country, 'Language-Id': language, 'Role-Id': '1', Device: 'web' };
  const search = await request.get(`${platformUrl}/job/search?main_functions=${mainFunction}&size=10&sort=1&facets=0`, { headers });
  const jobs = (await search.json()).data.jobs as { id: number }[];
  for (const { id } of jobs) {
    const detail = (await (await request.get(`${platformUrl}/job/${id}`, { headers })).json()).data as JobFacts & { status: string };
    if (detail.status === 'active') return detail;
  }
  throw new Error(`no open job of function ${mainFunction} on ${country}`);
}

/** What the academy recommends for that job, asked the way the page asks (lib/job-courses.ts). */
async function academyCourses(request: APIRequestContext, country: string, language: string, job: JobFacts) {
  const headers = { 'Country-Id': country, 'Language-Id': language, 'Role-Id': '1', Device: 'web' };
  const lists = (await (await request.get(`${platformUrl}/config/2/list?language_code=${language}`, { headers })).json()).data;
  const xpKey = (lists.xp_lvls as { id: number; key: string }[]).find((l) => l.id === job.xp_lvl.id)?.key;
  const query = new URLSearchParams({ size: '3', job_category_ids: String(job.main_function.id), ...(xpKey ? { xp_lvl_key: xpKey } : {}) });
  const answer = await request.get(`${platformUrl}/academy/recommended-courses?${query}`, { headers });
  return (await answer.json()).data.courses as { title: string; job_category_ids: number[] }[];
}

test.describe('courses beside a job', () => {
  test('a job page shows courses for its trade, server-rendered and cached, linking to every course; in English, Japanese and Arabic at 390 and 1366 px with axe', async ({ page, request }) => {
    test.setTimeout(300_000);
    for (const s of sites) {
      const job = await jobOfTrade(request, s.country, s.language, s.mainFunction);
      const expected = await academyCourses(request, s.country, s.language, job);
      expect(expected.length, `${s.language}: the academy has courses for function ${s.mainFunction}`).toBeGreaterThan(0);
      expect(expected[0]?.job_category_ids).toContain(s.mainFunction);

      // The page's own URL (an id-only slug redirects to it), then its server HTML as a crawler gets it.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${site(s.country)}/${s.language}/job/job-${job.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', s.dir);
      const path = new URL(page.url()).pathname;
      const raw = await request.get(`http://127.0.0.1:${webPort}${path}`, { headers: { Host: `${s.country}.localhost:${webPort}` } });
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain(s.heading);
      for (const course of expected) expect(html).toContain(course.title.replace(/&/g, '&amp;'));
      // Cached for everyone and revalidated (ISR), not rendered per request.
      expect(raw.headers()['cache-control'] ?? '').toMatch(/s-maxage=\d+/);

      const section = page.getByRole('region', { name: s.heading });
      await expect(section).toBeVisible();
      await expect(section).toContainText(job.main_function.value);
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(expected.length);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((c) => c.title));
      // The first is the trade's own course; none is another trade's.
      await expect(cards.first().locator('p.muted')).toContainText(job.main_function.value);
      for (const trades of await cards.locator('p.muted').allTextContents()) {
        expect(trades === s.everyTrade || trades.includes(job.main_function.value), `${s.language}: ${trades}`).toBe(true);
      }

      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await section.scrollIntoViewIfNeeded();
        expect(await layoutProblems(page), `${s.language} job page at ${width}px`).toEqual([]);
        await expectNoAxeViolations(page);
      }

      await section.getByRole('link', { name: s.seeAll }).click();
      await expect(page).toHaveURL(`${site(s.country)}/${s.language}/courses`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.coursesHeading);
    }
  });

  test('every course card is a link to its course’s page (issue 36 item 11); in English, Japanese and Arabic at 390 and 1366 px with axe', async ({ page }) => {
    test.setTimeout(300_000);
    for (const s of sites) {
      await page.goto(`${site(s.country)}/${s.language}/courses`);
      const cards = page.locator('.course-card');
      const links = page.locator('.course-card h3 a');
      await expect(links).toHaveCount(await cards.count());
      // The last course of the catalogue too, not only the first page's worth.
      const last = links.last();
      const title = (await last.textContent()) ?? '';
      await last.click();
      await expect(page).toHaveURL(new RegExp(`^${site(s.country)}/${s.language}/courses/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('dir', s.dir);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await layoutProblems(page), `${s.language} course page at ${width}px`).toEqual([]);
        await expectNoAxeViolations(page);
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
