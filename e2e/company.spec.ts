import { webPort } from './ports';
import { expect, expectNoAxeViolations, site, test } from './fixtures';

const plain = (path: string) => `http://127.0.0.1:${webPort}${path}`;
const phHost = { Host: `ph.localhost:${webPort}` };

test.describe('company pages', () => {
  test('a job page links its company, whose page shows the company and its open jobs, server-rendered', async ({ page, request }) => {
    await page.goto(`${site('ph')}/en-us/jobs-hiring/job-search`);
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/en-us\/job\//);
    const companyCard = page.getByRole('region', { name: 'About the company' });
    const companyLink = companyCard.getByRole('link');
    const name = ((await companyLink.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await companyLink.click();

    await expect(page).toHaveURL(/\/en-us\/company\/[^/?]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    await expect(tabs.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    const jobs = page.getByRole('list', { name: `Jobs at ${name}` }).getByRole('article');
    await expect(jobs.first()).toBeVisible();
    for (const job of await jobs.all()) await expect(job.getByRole('link', { name })).toBeVisible();
    // After a client-side navigation the head holds one canonical, this page's, once React has
    // swapped the previous page's metadata out.
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Organization', name });
    await expectNoAxeViolations(page);

    // A crawler without JavaScript gets the same content.
    const path = new URL(page.url()).pathname;
    const html = await (await request.get(plain(path), { headers: phHost })).text();
    expect(html).toContain('class="job-card"');
    expect(html).toContain('class="company-head"');
    // hreflang for the Philippine site's languages only: a company lives on its own country site.
    expect(html).toMatch(/hreflang="ja-PH"/i);
    expect(html).not.toMatch(/hreflang="[a-z-]+-SG"/i);

    // The function filter narrows the jobs by link, and the filtered view is not indexed.
    const filter = page.getByRole('navigation', { name: 'Job function' });
    const option = filter.getByRole('link').nth(1);
    const label = (await option.textContent()) ?? '';
    const expected = Number(/\((\d+)\)$/.exec(label)?.[1]);
    await option.click();
    await expect(page).toHaveURL(/main_function=/);
    await expect(filter.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(await page.getByRole('list', { name: `Jobs at ${name}` }).getByRole('article').count()).toBe(Math.min(expected, 30));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // About: business information and the disclaimer.
    await tabs.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\?tab=about$/);
    await expect(tabs.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Business information' })).toBeVisible();
    await expect(page.getByText('Industry', { exact: true })).toBeVisible();
    await expect(page.getByText(/shown for reference only/)).toBeVisible();
    await expectNoAxeViolations(page);
    const aboutHtml = await (await request.get(plain(`${path}?tab=about&utm_source=x`), { headers: phHost })).text();
    expect(aboutHtml).toContain('Business information');
    expect(aboutHtml).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}\\?tab=about"`));
  });

  test('a wrong name redirects to the company’s own URL; an unknown id is a 404', async ({ request }) => {
    const sitemap = await (await request.get(plain('/sitemaps/companies-1.xml'), { headers: phHost })).text();
    const first = /<loc>([^<]*\/en-us\/company\/[^<]*-(\d+))<\/loc>/.exec(sitemap);
    expect(first).not.toBeNull();
    const [, url, id] = first as RegExpExecArray;
    const moved = await request.get(plain(`/en-us/company/old-name-${id}?tab=about`), { headers: phHost, maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    // Next sends the same Location twice behind the middleware's rewrite (the job page's too).
    const locations = moved.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value);
    expect(new Set(locations)).toEqual(new Set([`${new URL(url as string).pathname}?tab=about`]));
    const missing = await request.get(plain('/en-us/company/nobody-999999999'), { headers: phHost });
    expect(missing.status()).toBe(404);
  });

  test('the sitemap index lists the companies sitemap, which lists company pages with lastmod', async ({ page, request }) => {
    const index = await (await request.get(plain('/sitemap.xml'), { headers: phHost })).text();
    expect(index).toMatch(/<sitemap><loc>[^<]*\/sitemaps\/companies-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod><\/sitemap>/);
    const sitemap = await (await request.get(plain('/sitemaps/companies-1.xml'), { headers: phHost })).text();
    const entry = /<url><loc>([^<]*\/en-us\/company\/[^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/.exec(sitemap);
    expect(entry).not.toBeNull();
    expect(Number.isNaN(Date.parse(entry?.[2] ?? ''))).toBe(false);
    await page.goto(`${site('ph')}${new URL(entry?.[1] ?? '').pathname}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Company sections' })).toBeVisible();
  });

  test('the About tab in Arabic reads right to left and stays accessible', async ({ page, request }) => {
    const sitemap = await (await request.get(plain('/sitemaps/companies-1.xml'), { headers: { Host: `ae.localhost:${webPort}` } })).text();
    const loc = /<loc>([^<]*\/ar-ae\/company\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(loc).toBeDefined();
    await page.goto(`${site('ae')}${new URL(loc as string).pathname}?tab=about`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'البيانات التجارية' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'أقسام صفحة الشركة' }).getByRole('link', { name: 'عن الشركة' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
  });
});
