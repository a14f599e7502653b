import { platformUrl, webPort } from './ports';
import { expect, expectNoAxeViolations, site, test } from './fixtures';

test.describe('job search pages', () => {
  test('a slug search lists matching jobs in the location, server-rendered', async ({ page, request }) => {
    const html = await (
      await request.get(`http://127.0.0.1:${webPort}/en-us/jobs-hiring/engineer-jobs-in-manila`, {
        headers: { Host: `ph.localhost:${webPort}` },
      })
    ).text();
    expect(html).toContain('class="job-card"');

    await page.goto(`${site('ph')}/en-us/jobs-hiring/engineer-jobs-in-manila`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineer jobs in Manila');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText('Manila');
      await expect(card.getByRole('heading')).toContainText(/engineer/i);
    }
    await expectNoAxeViolations(page);
  });

  test('typing shows suggestions that the keyboard can pick', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us`);
    const box = page.getByRole('combobox', { name: 'Job title, skill or company' });
    await box.fill('softw');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en-us\/jobs-hiring\/[^/]+-jobs$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/jobs in/);
  });

  test('filters narrow, pages differ, newest sorts by date', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const count = async () => Number(((await page.locator('.results__count').textContent()) ?? '').replace(/\D/g, ''));
    const all = await count();
    expect(all).toBeGreaterThan(30);

    await page.getByRole('link', { name: /^Full-time/ }).first().click();
    await expect(page).toHaveURL(/job_type=full-time/);
    const fullTime = await count();
    expect(fullTime).toBeLessThan(all);
    expect(fullTime).toBeGreaterThan(0);

    const titles = () => page.getByRole('list', { name: 'Search results' }).getByRole('heading').allInnerTexts();
    const firstPage = await page.getByRole('list', { name: 'Search results' }).getByRole('article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    const secondPage = await page.getByRole('list', { name: 'Search results' }).getByRole('article').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((href) => firstPage.includes(href))).toBe(false);
    expect((await titles()).length).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/sort=1/);
    const dates = await page.locator('.job-card time').evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await expectNoAxeViolations(page);
  });

  test('a Japanese keyword finds Japanese-titled jobs on the Japan site', async ({ page }) => {
    await page.goto(`${site('jp')}/ja-jp/jobs-hiring/${encodeURIComponent('エンジニア')}-jobs`);
    const titles = await page.getByRole('list').getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => /[\u30a0-\u30ff\u4e00-\u9fff]/.test(title))).toBe(true);
  });

  test('a Chinese keyword finds Chinese-titled jobs on the Taiwan site', async ({ page }) => {
    await page.goto(`${site('tw')}/zh-tw/jobs-hiring/${encodeURIComponent('工程師')}-jobs`);
    const titles = await page.getByRole('list').getByRole('article').getByRole('heading').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    // Jobs titled with the word first; engineering jobs written in English follow (the job
    // function taxonomy bridges the languages), never before one that has the word.
    const named = titles.map((title) => title.includes('工程師'));
    expect(named[0]).toBe(true);
    expect(named.slice(named.indexOf(false) < 0 ? named.length : named.indexOf(false))).not.toContain(true);
  });

  test('a search with no result says so and is not indexed', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/zzqxv-nothing-matches-jobs`);
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('search that guides (issue 32 item 4)', () => {
  const count = async (page: import('@playwright/test').Page) => Number(((await page.locator('.results__count').textContent()) ?? '').replace(/\D/g, ''));

  test('an empty page suggests broader searches and clears its filters', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/zzqxv-nothing-matches-jobs-in-manila?job_type=full-time`);
    await expect(page.getByRole('heading', { name: 'No matches for these filters' })).toBeVisible();
    const broader = page.getByRole('navigation', { name: 'Try a broader search' });
    await expect(broader.getByRole('link', { name: 'Search “zzqxv nothing matches” in every location' })).toHaveAttribute('href', '/en-us/jobs-hiring/zzqxv-nothing-matches-jobs');
    await expect(broader.getByRole('link', { name: 'See all jobs in Manila' })).toHaveAttribute('href', '/en-us/jobs-hiring/job-search?location=manila');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/en-us\/jobs-hiring\/zzqxv-nothing-matches-jobs-in-manila$/);
    await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Try a broader search' }).getByRole('link', { name: 'See all jobs in Manila' }).click();
    await expect(page).toHaveURL(/job-search\?location=manila$/);
    expect(await count(page)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('active filters show as chips, each removable, and clear all', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search?job_type=full-time&posted=30`);
    const chips = page.getByRole('navigation', { name: 'Active filters' });
    await expect(chips.getByRole('link', { name: 'Remove filter: Full-time' })).toBeVisible();
    await expect(chips.getByRole('link', { name: 'Remove filter: Past 30 days' })).toBeVisible();
    await expectNoAxeViolations(page);
    await chips.getByRole('link', { name: 'Remove filter: Full-time' }).click();
    await expect(page).toHaveURL(/job-search\?posted=30$/);
    await expect(chips.getByRole('link', { name: 'Remove filter: Full-time' })).toHaveCount(0);
    await chips.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/job-search$/);
    await expect(page.getByRole('navigation', { name: 'Active filters' })).toHaveCount(0);
  });

  test('the date-posted filter narrows to recent jobs, and any time shows all', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const all = await count(page);
    const group = page.getByRole('region', { name: 'Date posted' });
    await expect(group.getByRole('link', { name: 'Any time' })).toHaveAttribute('aria-current', 'true');
    await group.getByRole('link', { name: 'Past 7 days' }).click();
    await expect(page).toHaveURL(/posted=7$/);
    const week = await count(page);
    await page.getByRole('region', { name: 'Date posted' }).getByRole('link', { name: 'Past 30 days' }).click();
    await expect(page).toHaveURL(/posted=30$/);
    const month = await count(page);
    expect(week).toBeGreaterThan(0);
    expect(week).toBeLessThanOrEqual(month);
    expect(month).toBeLessThan(all);
    await page.getByRole('region', { name: 'Date posted' }).getByRole('link', { name: 'Any time' }).click();
    await expect(page).toHaveURL(/job-search$/);
    expect(await count(page)).toBe(all);
  });

  test('the salary filter names the currency and counts each range', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const group = page.getByRole('region', { name: 'Monthly salary (PHP)' });
    const options = group.getByRole('link');
    await expect(options.first()).toBeVisible();
    const counted = await options.evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href') ?? '', count: a.querySelector('.filter-option__count')?.textContent ?? '' })));
    expect(counted.length).toBeGreaterThan(1);
    for (const option of counted) expect(option.count).toMatch(/^\d[\d,]* jobs?$/);
    const first = counted[0] as { href: string; count: string };
    await page.goto(`${site('ph')}${first.href}`);
    expect(await count(page)).toBe(Number(first.count.replace(/\D/g, '')));
  });

  test('keyboard users skip straight to the results', async ({ page }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    // The header's "Skip to main content" lands in main, whose first stop is "Skip to results".
    const firstInMain = await page.evaluate(
      () => document.querySelector('main a[href], main button, main input, main select, main [tabindex]:not([tabindex="-1"])')?.textContent ?? '',
    );
    expect(firstInMain).toBe('Skip to results');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inFirstCard = await page.evaluate(() => {
      const first = document.querySelector('#results .job-card');
      return Boolean(first && document.activeElement && first.contains(document.activeElement));
    });
    expect(inFirstCard).toBe(true);
  });
});

test.describe('job pages', () => {
  test('open a job, copy its link, report it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('JobPosting');
    expect(jsonLd.title).toBe(title);
    if (jsonLd.baseSalary) expect(jsonLd.baseSalary.currency).toBe('PHP');
    expect(Date.parse(jsonLd.validThrough)).toBeGreaterThan(Date.parse(jsonLd.datePosted));

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.getByRole('button', { name: 'Report this job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why are you reporting this job?' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('radio').nth(5).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. We will review this job.' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a closed job says so, has no JobPosting data, and goes home', async ({ page, request }) => {
    let closedId: number | null = null;
    for (let id = 1; id <= 400 && closedId === null; id++) {
      const response = await request.get(`${platformUrl}/job/${id}`, { headers: { 'Country-Id': '167' } });
      if (response.ok() && (await response.json()).data.status === 'closed') closedId = id;
    }
    expect(closedId).not.toBeNull();
    await page.goto(`${site('ph')}/en-us/job/closed-${closedId}`);
    await expect(page.getByText('The job you are viewing has been closed')).toBeVisible();
    await expect(page.getByText(/Taking you to the home page in \d seconds?/)).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page).toHaveURL(`${site('ph')}/en-us`, { timeout: 10_000 });
  });

  test('an outdated job slug redirects once, straight to the canonical URL in the same language', async ({ request }) => {
    const listing = await request.get(`http://127.0.0.1:${webPort}/ja-jp/jobs-hiring/job-search`, { headers: { Host: `ph.localhost:${webPort}` } });
    const canonical = /href="(\/ja-jp\/job\/[^"]+-(\d+))"/.exec(await listing.text());
    expect(canonical).not.toBeNull();
    const [, path, id] = canonical as RegExpExecArray;
    const response = await request.get(`http://127.0.0.1:${webPort}/ja-jp/job/old-title-${id}`, {
      headers: { Host: `ph.localhost:${webPort}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(308);
    expect(response.headers().location?.split(',')[0]?.trim()).toBe(path);
  });

  test('an unknown job is a real 404', async ({ page }) => {
    const response = await page.goto(`${site('ph')}/en-us/job/software-engineer-999999999`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page does not exist' })).toBeVisible();
  });
});
