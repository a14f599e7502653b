import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { newSeeker, platformCall } from './support/profile-session';
import { platformUrl } from './ports';

/** Each home section and where its link leads (the full list), after the language segment. */
const sections: [id: string, href: RegExp][] = [
  ['popular-jobs', /^\/jobs-hiring\/job-search$/],
  ['hot-jobs', /^\/jobs-hiring\/job-search$/],
  ['latest-jobs', /^\/jobs-hiring\/job-search\?sort=1$/],
  ['top-companies', /^\/companies$/],
  ['remote-jobs', /^\/remote-jobs$/],
  ['web3', /^\/web3-jobs$/],
];

const sites = [
  { country: 'ph', language: 'en-us', dir: 'ltr', web3: 'Web3 jobs', courses: 'Courses' },
  { country: 'jp', language: 'ja-jp', dir: 'ltr', web3: 'Web3の求人', courses: '講座' },
  { country: 'ae', language: 'ar-ae', dir: 'rtl', web3: 'وظائف Web3', courses: 'الدورات' },
];

test.describe('home', () => {
  // The three pages at 390 and 1366 px in English, Japanese and Arabic, laid out and with axe, are
  // the layout check's (e2e/layout.spec.ts: home, web3, courses); here what each site shows.
  test('every section is on the page with a link to its full list; the Web3 page lists companies and jobs and the courses page its courses; on the Philippine, Japanese and Emirati sites', async ({ page }) => {
    test.setTimeout(180_000);
    for (const { country, language, dir, web3, courses } of sites) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${site(country)}/${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const quick = page.locator('nav[aria-labelledby="hot-job-titles"]').getByRole('link');
      expect(await quick.count()).toBeGreaterThan(0);
      await expect(quick.first()).toHaveAttribute('href', new RegExp(`^/${language}/jobs-hiring/[^/]+-jobs$`));
      for (const [id, href] of sections) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        await expect(section.locator(`#${id}`)).not.toBeEmpty();
        const more = section.locator('.home-section__more');
        const target = ((await more.getAttribute('href')) ?? '').replace(`/${language}`, '');
        expect(target, `${language} ${id}`).toMatch(href);
        // Jobs or companies, in the HTML: never an empty section on a seeded site.
        expect(await section.locator('article.job-card, li.home-company').count(), `${language} ${id}`).toBeGreaterThan(0);
      }
      // Popular, hot and latest never show the same job (issue 36, item 9; docs/decisions/0064).
      const shown: string[] = [];
      for (const id of ['popular-jobs', 'hot-jobs', 'latest-jobs']) {
        shown.push(...(await page.locator(`section[aria-labelledby="${id}"] [data-track-job]`).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-track-job') ?? ''))));
      }
      expect(shown.length, `${language} job cards`).toBeGreaterThanOrEqual(12);
      expect(new Set(shown).size, `${language} popular, hot and latest share no job`).toBe(shown.length);

      await page.locator('section[aria-labelledby="web3"] .home-section__more').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/web3-jobs$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(web3);
      expect(await page.locator('section[aria-labelledby="web3-companies"] li.home-company').count()).toBeGreaterThan(0);
      expect(await page.locator('section[aria-labelledby="web3-results"] article.job-card').count()).toBeGreaterThan(0);

      await page.goto(`${site(country)}/${language}/courses`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(courses);
      expect(await page.locator('article.course-card').count()).toBeGreaterThan(10);
    }
  });

  test('a signed-in seeker whose preference is a sales job sees sales jobs and sales courses recommended on the home', async ({ context, page, request }) => {
    const seeker = await newSeeker(context, request, 'ph');
    const found = await request.get(`${platformUrl}/job/search?function_job_title_ids=141&size=1&facets=0`, {
      headers: { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' },
    });
    const location = ((await found.json()) as { data: { jobs: { location: { id: number } | null }[] } }).data.jobs[0]?.location;
    const created = await platformCall(request, seeker, 'POST', '/jobseeker/job-preferences/create', {
      job_title: 'Sales Executive',
      function_job_title_id: 141,
      industry_id: 1,
      job_type_id: 1,
      work_arrangement: 'onsite',
      location_id: location?.id ?? null,
      currency: 'PHP',
      salary_from: 10000,
      salary_to: 90000,
      work_language_id: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site('ph')}/en-us`);
    const forYou = page.getByRole('region', { name: 'Recommended for you' });
    await expect(forYou).toBeVisible();
    const titles = await forYou.getByRole('list').getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // Sales titles (the preferred one first), then others of its job function, Field sales.
    expect(titles[0]).toMatch(/Sales Executive/);
    expect(titles.every((title) => /sales|account|business|medical representative|real estate/i.test(title)), titles.join(' | ')).toBe(true);
    await expect(forYou.getByRole('link', { name: 'All recommended jobs' })).toHaveAttribute('href', '/en-us/onsite-job');
    // Courses for the trade they look for: the sales courses first.
    const courses = page.getByRole('region', { name: 'Courses for you' });
    await expect(courses.getByRole('article').first()).toContainText('Sales');
    await expect(courses.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/en-us/courses');
    await expectNoAxeViolations(page);
  });
});
