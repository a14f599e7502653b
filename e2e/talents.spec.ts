import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { platformUrl } from './ports';
import { layoutProblems } from './support/layout';
import { countryByKey } from '../lib/countries';
import { languageBySlug } from '../lib/languages';
import { resizeTo, widthsFor } from './support/widths';

/**
 * The talents landing page (issue 15, item 5; platform spec §2): server-rendered with its text,
 * the site's news and the country list in the HTML; whole and accessible in English, Japanese and
 * Arabic at a phone's and a laptop's width; its carousels move from page to page without script;
 * and it loads no script beyond the site frame's.
 */

const sites = [
  { country: 'ph', language: 'en-us', heading: 'Your next job starts with a conversation', remote: 'Remote', open: 'Open', next: 'Next' },
  { country: 'jp', language: 'ja-jp', heading: '次の仕事は、会話から始まる', remote: 'リモート', open: '公開中', next: '次へ' },
  { country: 'ae', language: 'ar-ae', heading: 'وظيفتك القادمة تبدأ بمحادثة', remote: 'عن بُعد', open: 'متاح', next: 'التالي' },
] as const;

/** The news the platform publishes for a site in a language: what the page must show. */
async function platformNews(request: import('@playwright/test').APIRequestContext, country: string, language: string) {
  const response = await request.get(`${platformUrl}/news/latest?size=9`, {
    headers: { 'Country-Id': String(countryByKey(country as 'ph').id), 'Language-Id': String(languageBySlug(language as 'en-us').id), 'Role-Id': '1' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.news as { title: string }[]).map((item) => item.title);
}

/** A request to a country site's host name, sent to loopback and naming the host as a browser does. */
const onLoopback = (href: string) => {
  const url = new URL(href);
  return { url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`, headers: { host: url.host } };
};

/** A site's page as the server sends it, without a browser. */
async function serverHtml(request: import('@playwright/test').APIRequestContext, href: string) {
  const { url, headers } = onLoopback(href);
  const response = await request.get(url, { headers });
  expect(response.status(), href).toBe(200);
  return response.text();
}

/** The scripts a page's server HTML loads. */
const scriptsIn = (html: string) => [...new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]))].sort();

/** Text as the HTML carries it (React escapes quotes and ampersands). */
const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

test('the page is in the server HTML: hero, chat, features, categories, every country site and the site’s news', async ({ request }) => {
  for (const target of sites) {
    // No browser, no script: what a crawler or a visitor with JavaScript off receives.
    const html = await serverHtml(request, `${site(target.country)}/${target.language}/talents`);
    expect(html).toContain(target.heading);
    expect(html).toContain('class="bubble bubble--them"');
    expect(html).toContain('id="categories-2"');
    expect([...html.matchAll(/class="site-list__site"/g)]).toHaveLength(18);
    const news = await platformNews(request, target.country, target.language);
    expect(news.length).toBeGreaterThan(3);
    for (const title of news) expect(html, `${target.language}: ${title}`).toContain(asHtml(title));
  }
  // The download-app page marks the same sites the same way: no invented countries.
  const download = await serverHtml(request, `${site('ph')}/en-us/download-app`);
  expect([...download.matchAll(/class="site-list__site"/g)]).toHaveLength(18);
  expect([...download.matchAll(/class="[^"]*site-list__status--remote/g)]).toHaveLength(1);
  expect([...download.matchAll(/class="[^"]*site-list__status--available/g)]).toHaveLength(17);
  expect(download).not.toContain('Australia');
  // A news item written for one site shows there only.
  expect(await serverHtml(request, `${site('sg')}/en-us/talents`)).toContain('Verify your identity with Singpass');
  expect(await serverHtml(request, `${site('ph')}/en-us/talents`)).not.toContain('Verify your identity with Singpass');
});

test('the page at 390 and 1366 px in English, Japanese and Arabic: whole, accessible, no script of its own', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [round, target] of sites.entries()) {
    const [width, otherWidth] = widthsFor(round);
    await resizeTo(page, width);
    const origin = site(target.country);
    // The not-found page is the site's frame and nothing else: its scripts are the frame's.
    const frame = await page.goto(`${origin}/${target.language}/no-such-page`);
    expect(frame?.status()).toBe(404);
    const frameScripts = scriptsIn((await frame?.text()) ?? '');
    const response = await page.goto(`${origin}/${target.language}/talents`);
    expect(response?.status()).toBe(200);
    expect(scriptsIn((await response?.text()) ?? ''), `${target.language}: scripts beyond the frame's`).toEqual(frameScripts);
    await expect(page.locator('html')).toHaveAttribute('dir', target.language === 'ar-ae' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    const countries = page.locator('.site-list__site');
    await expect(countries).toHaveCount(18);
    // Every seeded site has open jobs; the International site, without a country of its own, is remote.
    const remote = countries.locator('.site-list__status--remote');
    await expect(remote).toHaveCount(1);
    await expect(remote).toHaveText(target.remote);
    const open = countries.locator('.site-list__status--available');
    await expect(open).toHaveCount(17);
    await expect(open.first()).toHaveText(target.open);
    expect(await layoutProblems(page), `${target.language} at ${width}`).toEqual([]);
    await expectNoAxeViolations(page);
    // The other width, the window resized (e2e/support/widths.ts).
    await resizeTo(page, otherWidth);
    await expect(countries).toHaveCount(18);
    expect(await layoutProblems(page), `${target.language} at ${otherWidth}`).toEqual([]);
    await expectNoAxeViolations(page);
  }
});

test('the carousels move to their next page by their links, with JavaScript off, left to right and right to left', async ({ browser }) => {
  for (const width of [390, 1366] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const target of [sites[0], sites[2]]) {
      await page.goto(`${site(target.country)}/${target.language}/talents`);
      const news = page.locator('#news-1');
      const second = page.locator('#news-2');
      await news.scrollIntoViewIfNeeded();
      await expect(news).toBeInViewport();
      await expect(second).not.toBeInViewport();
      await news.getByRole('link', { name: target.next }).click();
      await expect(page).toHaveURL(/#news-2$/);
      await expect(second).toBeInViewport();
      await expect(news).not.toBeInViewport();
      // And back.
      await second.getByRole('link', { name: target.next === 'Next' ? 'Previous' : 'السابق' }).click();
      await expect(page).toHaveURL(/#news-1$/);
      await expect(news).toBeInViewport();
      // The categories' carousel too.
      await page.locator('#categories-1').getByRole('link', { name: target.next }).click();
      await expect(page.locator('#categories-2')).toBeInViewport();
    }
    await context.close();
  }
});

test('the footer of every site links the page', async ({ page }) => {
  for (const target of sites) {
    await page.goto(`${site(target.country)}/${target.language}`);
    const link = page.locator('footer.site-footer').locator(`a[href="/${target.language}/talents"]`);
    await expect(link).toHaveCount(1);
  }
  await page.locator('footer.site-footer').getByRole('link', { name: 'للباحثين عن عمل' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('وظيفتك القادمة تبدأ بمحادثة');
});
