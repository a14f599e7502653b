import { expect, expectNoAxeViolations, site, test } from './fixtures';
import { eachAtMost } from './support/bounded';
import { layoutProblems } from './support/layout';
import { resizeTo, widthsFor } from './support/widths';

/**
 * The footer (issue 15, item 5): every link it holds answers a page, not a 404, on three
 * country sites; the help, policy and app pages read well in English, Japanese and Arabic at a
 * phone's and a laptop's width, pass axe, and load no script beyond the site frame's (the same
 * scripts as the not-found page: the pages are server components).
 */

const sites = [
  { country: 'ph', language: 'en-us', office: 'Makati City' },
  { country: 'jp', language: 'ja-jp', office: '東京都千代田区' },
  { country: 'ae', language: 'ar-ae', office: 'Downtown Dubai' },
] as const;

/** A request to a country site's host name, sent to loopback and naming the host as a browser does. */
const onLoopback = (href: string) => {
  const url = new URL(href);
  return { url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`, headers: { host: url.host } };
};

/** The scripts a page's server HTML loads (what the islands fetch later is theirs, not the page's). */
const scriptsIn = (html: string) => [...new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]))].sort();

test('every footer link leads to a page on the Philippine, Japanese and Emirati sites', async ({ page }) => {
  test.setTimeout(240_000);
  // The 18 country sites' homes are fetched from the Philippine footer; on the other sites their
  // links must name the same 18 hosts in the site's language. Those homes render the same page
  // code in every language (e2e/foundation.spec.ts renders every country and every language).
  let countryHosts: string[] = [];
  for (const { country, language, office } of sites) {
    await page.goto(`${site(country)}/${language}`);
    const footer = page.locator('footer.site-footer');
    await expect(footer.locator('address')).toContainText(office);
    const hrefs = await footer.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const pages = [...new Set(hrefs.filter((href) => href.startsWith('http')))];
    // Categories, all jobs, the directory, the app page, five help pages and the 18 country sites.
    expect(pages.length, `${country} footer links`).toBeGreaterThanOrEqual(2 + 2 + 5 + 18);
    expect(hrefs.some((href) => href.startsWith('tel:+'))).toBe(true);
    const homes = pages.filter((href) => new URL(href).pathname === `/${language}`);
    const hosts = homes.map((href) => new URL(href).host).sort();
    expect(hosts.length, `${country}: the country sites`).toBeGreaterThanOrEqual(18);
    if (country === 'ph') countryHosts = hosts;
    else expect(hosts, `${country}: the same country sites as the Philippine footer`).toEqual(countryHosts);
    // Independent reads: four at a time instead of one after the other (issue 34).
    await eachAtMost(country === 'ph' ? pages : pages.filter((href) => !homes.includes(href)), 4, async (href) => {
      const { url, headers } = onLoopback(href);
      const response = await page.request.get(url, { headers, maxRedirects: 0 });
      expect(response.status(), `${country}: ${href}`).toBe(200);
    });
  }
});

const pagesToRead = [
  { language: 'en-us', country: 'ph', path: '/faq', heading: 'Frequently asked questions' },
  { language: 'ja-jp', country: 'jp', path: '/scam-prevention', heading: '詐欺被害の防止' },
  { language: 'ar-ae', country: 'ae', path: '/privacy', heading: 'سياسة الخصوصية' },
] as const;

test('help and app pages in English, Japanese and Arabic at 390 and 1366 px: whole, accessible, no script of their own', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [round, target] of pagesToRead.entries()) {
    const origin = site(target.country);
    // The not-found page is the site's frame and nothing else: the scripts of the header's islands.
    const frame = await page.goto(`${origin}/${target.language}/no-such-page`);
    expect(frame?.status()).toBe(404);
    const frameScripts = scriptsIn((await frame?.text()) ?? '');
    expect(frameScripts.length).toBeGreaterThan(0);
    for (const [index, path] of [target.path, '/download-app'].entries()) {
      // Loaded at one width, then the window resized to the other (e2e/support/widths.ts).
      const [width, otherWidth] = widthsFor(round + index);
      await resizeTo(page, width);
      const response = await page.goto(`${origin}/${target.language}${path}`);
      expect(response?.status(), path).toBe(200);
      // Server-rendered: the text is in the HTML the server sent.
      const html = (await response?.text()) ?? '';
      if (path === target.path) expect(html).toContain(target.heading);
      expect(scriptsIn(html), `${target.language}${path}: scripts beyond the frame's`).toEqual(frameScripts);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', target.language === 'ar-ae' ? 'rtl' : 'ltr');
      for (const [pass, shownWidth] of [width, otherWidth].entries()) {
        if (pass > 0) await resizeTo(page, shownWidth);
        expect(await layoutProblems(page), `${target.language}${path} at ${shownWidth}px`).toEqual([]);
        await expectNoAxeViolations(page);
      }
    }
  }
  // A contents link moves to its section without script.
  await page.goto(`${site('ph')}/en-us/terms`);
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your content' }).click();
  await expect(page).toHaveURL(/#content$/);
});
