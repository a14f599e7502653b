import type { APIRequestContext } from '@playwright/test';
import { countries } from '../lib/countries';
import { languages } from '../lib/languages';
import { expect, test } from './fixtures';
import { webPort } from './ports';

/**
 * SEO signals agree with each other on every site, as a crawler reads the server HTML: hreflang
 * sets carry x-default and are reciprocal (every alternate lists the page back), alternates and
 * sampled sitemap URLs answer 200, are their own canonical and are not noindex.
 */

interface Page {
  status: number;
  canonical: string | null;
  noindex: boolean;
  alternates: Map<string, string>;
}

const cache = new Map<string, Page>();

/** A public URL fetched on loopback with its site's Host header. */
async function read(request: APIRequestContext, url: string): Promise<Page> {
  const cached = cache.get(url);
  if (cached) return cached;
  const target = new URL(url);
  const response = await request.get(`http://127.0.0.1:${webPort}${target.pathname}${target.search}`, {
    headers: { Host: target.host },
    maxRedirects: 0,
  });
  const html = await response.text();
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  const links = html.match(/<link[^>]*>/gi) ?? [];
  const alternates = new Map<string, string>();
  for (const link of links) {
    if (attr(link, 'rel') !== 'alternate') continue;
    const lang = attr(link, 'hreflang');
    const href = attr(link, 'href');
    if (lang && href) alternates.set(lang, href.replace(/&amp;/g, '&'));
  }
  const canonicalTag = links.find((link) => attr(link, 'rel') === 'canonical');
  const page = {
    status: response.status(),
    canonical: canonicalTag ? (attr(canonicalTag, 'href')?.replace(/&amp;/g, '&') ?? null) : null,
    noindex: /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html),
    alternates,
  };
  cache.set(url, page);
  return page;
}

async function sitemapUrls(request: APIRequestContext, url: string): Promise<string[]> {
  const target = new URL(url);
  const response = await request.get(`http://127.0.0.1:${webPort}${target.pathname}`, { headers: { Host: target.host } });
  expect(response.status(), url).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

/** A page is a proper landing page: 200, its own canonical, indexable. */
async function expectIndexable(request: APIRequestContext, url: string) {
  const page = await read(request, url);
  expect(page.status, url).toBe(200);
  expect(page.canonical, url).toBe(url);
  expect(page.noindex, url).toBe(false);
  return page;
}

/** x-default present; the page itself, x-default and a sample of alternates list the page back. */
async function expectReciprocal(request: APIRequestContext, url: string) {
  const page = await expectIndexable(request, url);
  expect(page.alternates.size, url).toBeGreaterThan(1);
  expect(page.alternates.get('x-default'), url).toBeTruthy();
  expect([...page.alternates.values()], url).toContain(url);
  const hrefs = [...new Set(page.alternates.values())];
  const sample = [page.alternates.get('x-default') ?? '', hrefs[Math.floor(hrefs.length / 2)] ?? '', hrefs.at(-1) ?? ''];
  for (const href of sample) {
    const alternate = await expectIndexable(request, href);
    expect([...alternate.alternates.values()], `${href} lists ${url}`).toContain(url);
    expect(alternate.alternates.get('x-default'), href).toBe(page.alternates.get('x-default'));
  }
}

/**
 * Three sites read as a crawler reads them: a regional site in English, one whose SEO language is
 * not English, and the International site (x-default). Every site's hreflang sets and sitemaps are
 * checked against each other in tests/lib/seo.test.ts and tests/app/sitemap-routes.test.ts
 * (docs/decisions/0073).
 */
const readSites = new Set(['ph', 'jp', 'com']);

test.describe('SEO consistency on three sites', () => {
  test.setTimeout(600_000);

  for (const country of countries.filter(({ key }) => readSites.has(key))) {
    test(`${country.key}: home, search, companies and job pages and the sitemaps agree`, async ({ request }) => {
      const origin = `http://${country.key}.localhost:${webPort}`;
      await expectReciprocal(request, `${origin}/${country.seoLanguage}`);

      const index = await sitemapUrls(request, `${origin}/sitemap.xml`);
      const searchUrls = await sitemapUrls(request, index.find((u) => u.endsWith('/sitemaps/search.xml')) ?? '');
      expect(searchUrls.length).toBeGreaterThan(0);
      const searchPage = searchUrls.find((u) => u.includes('/jobs-hiring/')) ?? '';
      await expectReciprocal(request, searchPage);
      for (const url of [searchUrls[1], searchUrls.at(-1)]) if (url) await expectIndexable(request, url);

      // The companies list and directory (issue 15), in every language: the list's hreflang set is
      // reciprocal; the directory and the last URL listed are landing pages too.
      const listsSitemap = index.find((u) => u.endsWith('/sitemaps/company-lists.xml'));
      expect(listsSitemap, `${country.key}: the index lists company-lists.xml`).toBeTruthy();
      const listUrls = await sitemapUrls(request, listsSitemap ?? '');
      // Every page of the plain list, then the directory, each in every language; the page after
      // the last one listed is past the list's end.
      const listPages = listUrls.filter((url) => url.startsWith(`${origin}/${country.seoLanguage}/companies`) && !url.endsWith('/directory'));
      expect(listPages.map((url) => new URL(url).searchParams.get('page') ?? '1')).toEqual(listPages.map((_, index) => String(index + 1)));
      expect(listUrls).toHaveLength((listPages.length + 1) * languages.length);
      const lastListPage = listPages.at(-1) ?? '';
      await expectIndexable(request, lastListPage);
      const pastTheEnd = new URL(lastListPage);
      pastTheEnd.searchParams.set('page', String(listPages.length + 1));
      const past = await request.get(`http://127.0.0.1:${webPort}${pastTheEnd.pathname}${pastTheEnd.search}`, {
        headers: { Host: pastTheEnd.host },
        maxRedirects: 0,
      });
      // Past the list's end: the branded not-found page, reached by a redirect from a cached page.
      // (Next.js repeats Location on a freshly rendered ISR redirect, so each one is checked.)
      const locations = past.headersArray().filter(({ name }) => name.toLowerCase() === 'location').map(({ value }) => value);
      const notFound = past.status() === 404 || (locations.length > 0 && locations.every((value) => value === `/${country.seoLanguage}/page-not-found`));
      expect(notFound, `${country.key}: ${pastTheEnd} answered ${past.status()} ${locations.join(', ')}`).toBe(true);
      const listsXml = await (await request.get(`http://127.0.0.1:${webPort}/sitemaps/company-lists.xml`, { headers: { Host: new URL(origin).host } })).text();
      for (const [, lastmod] of listsXml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(Date.parse(lastmod ?? '')).toBeLessThanOrEqual(Date.now());
      expect([...listsXml.matchAll(/<lastmod>/g)]).toHaveLength(listUrls.length);
      await expectReciprocal(request, `${origin}/${country.seoLanguage}/companies`);
      expect(listUrls).toContain(`${origin}/${country.seoLanguage}/companies`);
      await expectReciprocal(request, `${origin}/${country.seoLanguage}/companies/directory`);
      expect(listUrls).toContain(`${origin}/${country.seoLanguage}/companies/directory`);
      await expectIndexable(request, listUrls.at(-1) ?? '');

      const jobsSitemap = index.find((u) => /\/sitemaps\/jobs-\d+\.xml$/.test(u));
      if (jobsSitemap) {
        const jobUrls = await sitemapUrls(request, jobsSitemap);
        await expectReciprocal(request, jobUrls[0] ?? '');
        await expectIndexable(request, jobUrls.at(-1) ?? '');
      }
    });
  }

  /**
   * Hostile and duplicate search URLs (issue 32 items 5–7): each answers the branded 404 at its
   * own URL (one robots tag) or one redirect to the canonical search, never a 5xx. Plain HTTP
   * requests, no page loads.
   */
  for (const country of countries) {
    test(`${country.key}: hostile search URLs answer a branded 404 or the canonical URL, never 5xx`, async ({ request }) => {
      const host = `${country.key}.localhost:${webPort}`;
      const lang = country.seoLanguage;
      const get = (path: string) => request.get(`http://127.0.0.1:${webPort}${path}`, { headers: { Host: host }, maxRedirects: 0 });
      const problems: string[] = [];
      const expectNotFound = async (path: string) => {
        const response = await get(path);
        const html = await response.text();
        if (response.status() !== 404) problems.push(`${path}: answered ${response.status()} ${response.headers().location ?? ''}`);
        else {
          const robots = html.match(/<meta[^>]+name="robots"[^>]*>/gi) ?? [];
          if (robots.length !== 1 || !/noindex/.test(robots[0] ?? '')) problems.push(`${path}: robots tags ${JSON.stringify(robots)}`);
          if (!new RegExp(`<html[^>]+lang="${lang.slice(0, 2)}`, 'i').test(html)) problems.push(`${path}: not the branded page (no <html lang>)`);
        }
      };
      const expectRedirect = async (path: string, to: string) => {
        const response = await get(path);
        const location = response.headers().location ?? '';
        const target = location ? new URL(location, `http://${host}`) : null;
        const got = target ? `${target.pathname}${target.search}` : '';
        if (![301, 307, 308].includes(response.status()) || got !== to) problems.push(`${path}: answered ${response.status()} → ${got}, not ${to}`);
      };
      // Item 5: past the platform's limits, and a NUL.
      await expectNotFound(`/${lang}/jobs-hiring/${'a'.repeat(101)}-jobs`);
      await expectNotFound(`/${lang}/jobs-hiring/sales-jobs?page=1001`);
      await expectNotFound(`/${lang}/jobs-hiring/sales-jobs?page=99999999999999999999`);
      await expectRedirect(`/${lang}/jobs-hiring/sales%00-jobs`, `/${lang}/jobs-hiring/sales-jobs`);
      // Item 6: punctuation or an emoji is no keyword; bidi controls are dropped.
      for (const slug of ['.-jobs', '..-jobs', '-----jobs', '%F0%9F%99%82-jobs']) await expectRedirect(`/${lang}/jobs-hiring/${slug}`, `/${lang}/jobs-hiring/job-search`);
      await expectRedirect(`/${lang}/jobs-hiring/%E2%80%AEsales-jobs`, `/${lang}/jobs-hiring/sales-jobs`);
      await expectRedirect(`/${lang}/jobs-hiring/sales%E2%80%8F-jobs`, `/${lang}/jobs-hiring/sales-jobs`);
      // A keyword typed with a place of the site is the keyword-in-place page.
      if (country.defaultLocation) {
        await expectRedirect(`/${lang}/jobs-hiring/sales-${country.defaultLocation}-jobs`, `/${lang}/jobs-hiring/sales-jobs-in-${country.defaultLocation}`);
      }
      // Item 7: past the last page, an unknown place: 404 at the URL, not a redirect.
      await expectNotFound(`/${lang}/jobs-hiring/sales-jobs?page=999`);
      await expectNotFound(`/${lang}/jobs-hiring/job-search?location=atlantis`);
      await expectNotFound(`/${lang}/jobs-hiring/sales-jobs-in-atlantis`);
      expect(problems).toEqual([]);
    });
  }

  test('width, Turkish case and a place typed with the keyword make one URL (issue 32 items 2 and 6)', async ({ request }) => {
    const redirect = async (host: string, path: string) => {
      const response = await request.get(`http://127.0.0.1:${webPort}${path}`, { headers: { Host: `${host}.localhost:${webPort}` }, maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      return decodeURIComponent(new URL(response.headers().location ?? '', 'http://x').pathname);
    };
    expect(await redirect('jp', `/ja-jp/jobs-hiring/${encodeURIComponent('ｴﾝｼﾞﾆｱ-jobs')}`)).toBe('/ja-jp/jobs-hiring/エンジニア-jobs');
    expect(await redirect('tr', `/tr-tr/jobs-hiring/${encodeURIComponent('İK-jobs')}`)).toBe('/tr-tr/jobs-hiring/ik-jobs');
    expect(await redirect('tr', `/tr-tr/jobs-hiring/${encodeURIComponent('i\u0307k-jobs')}`)).toBe('/tr-tr/jobs-hiring/ik-jobs');
    expect(await redirect('br', `/pt-br/jobs-hiring/${encodeURIComponent('vendas-são-paulo-jobs')}`)).toBe('/pt-br/jobs-hiring/vendas-jobs-in-sao-paulo');
    expect(await redirect('jp', `/ja-jp/jobs-hiring/${encodeURIComponent('営業-東京-jobs')}`)).toBe('/ja-jp/jobs-hiring/営業-jobs-in-tokyo');
    // The Turkish search sitemap writes no combining dot.
    const index = await sitemapUrls(request, `http://tr.localhost:${webPort}/sitemap.xml`);
    const searchUrls = await sitemapUrls(request, index.find((u) => u.endsWith('/sitemaps/search.xml')) ?? '');
    expect(searchUrls.filter((url) => decodeURIComponent(url).includes('\u0307'))).toEqual([]);
  });
});
