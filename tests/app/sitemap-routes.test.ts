import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as sitemapPage } from '@/app/sitemaps/[name]/route';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { companiesPath, companyDirectoryPath, maxCompaniesPage } from '@/lib/companies-url';
import { companyPath } from '@/lib/company-url';
import { countries } from '@/lib/countries';
import { languages } from '@/lib/languages';
import { alternateLanguages } from '@/lib/seo';
import { salaryPath, salarySites } from '@/lib/salary-url';
import { newestChange } from '@/lib/sitemap-xml';

const platform = 'http://127.0.0.1:4000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });
const page = <T>(key: string, items: T[], number: number, totalPages: number) => ({
  [key]: items,
  page: number,
  size: 5000,
  total_num: items.length,
  total_pages: totalPages,
});

/** When the companies list last changed: a company added after the newest job change, say. */
const listsChanged = '2026-11-02T10:15:00.000Z';
const companies = [
  { id: 3, name: 'Acme & Sons', updated_at: '2026-10-30T08:00:00.000Z' },
  { id: 8, name: 'マニラ商事', updated_at: '2026-10-31T09:30:00.000Z' },
];

/** The platform's sitemap feeds, answering only the Philippines and remembering what was asked. */
function platformFeeds(options: { companyPages?: number; jobs?: unknown[]; listPages?: number; salaries?: unknown[] } = {}) {
  const asked: string[] = [];
  server.use(
    http.get(`${platform}/job/salary-insight/pages`, ({ request }) => {
      asked.push(`${request.headers.get('country-id')} salaries`);
      return ok({ pages: options.salaries ?? salaryPages });
    }),
    // The plain companies list, as its first page asks for it: how many pages it has.
    http.get(`${platform}/company/search`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${request.headers.get('country-id')} list ${url.searchParams.toString()}`);
      const pages = options.listPages ?? 1;
      return ok({ companies: [], page: 1, size: 20, total_num: pages * 20 - 3, total_pages: pages, sort: 'open_jobs', industry_counts: [] });
    }),
    http.get(`${platform}/job/sitemap`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${request.headers.get('country-id')} jobs ${url.searchParams.get('page')}`);
      const jobs = options.jobs ?? [{ id: 11, title: 'Nurse', updated_at: '2026-10-29T00:00:00.000Z' }];
      return ok(page('jobs', jobs, 1, jobs.length > 0 ? 1 : 0));
    }),
    http.get(`${platform}/company/sitemap`, ({ request }) => {
      const number = Number(new URL(request.url).searchParams.get('page'));
      asked.push(`${request.headers.get('country-id')} companies ${number}`);
      const total = options.companyPages ?? 1;
      const items = number === 1 ? companies : number <= total ? [{ id: 100 + number, name: 'Later Co', updated_at: '2026-09-01T00:00:00.000Z' }] : [];
      return ok({ ...page('companies', items, number, total), total_num: total > 0 ? 2 : 0, companies_changed_at: listsChanged });
    }),
  );
  return asked;
}

/** The salary insight pages with enough data: a title in a city, and a title in the whole country. */
const salaryPages = [
  { title: 'software-engineer', location: 'manila', count: 7, updated_at: '2026-10-28T00:00:00.000Z' },
  { title: 'staff-nurse', location: null, count: 12, updated_at: '2026-10-30T00:00:00.000Z' },
];

const onPhilippines = (path: string) => new Request(`http://ph.localhost:3000${path}`, { headers: { host: 'ph.localhost:3000' } });

describe('the sitemap index', () => {
  it('lists every companies page with its newest change, beside the jobs pages and the search pages', async () => {
    const asked = platformFeeds({ companyPages: 2 });
    const response = await sitemapIndex(onPhilippines('/sitemap.xml'));
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(
      '<sitemap><loc>http://ph.localhost:3000/sitemaps/companies-1.xml</loc><lastmod>2026-10-31T09:30:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain(
      '<sitemap><loc>http://ph.localhost:3000/sitemaps/companies-2.xml</loc><lastmod>2026-09-01T00:00:00.000Z</lastmod></sitemap>',
    );
    expect(xml).toContain(
      `<sitemap><loc>http://ph.localhost:3000/sitemaps/company-lists.xml</loc><lastmod>${listsChanged}</lastmod></sitemap>`,
    );
    expect(xml).toContain('<loc>http://ph.localhost:3000/sitemaps/jobs-1.xml</loc>');
    expect(xml).toContain('<loc>http://ph.localhost:3000/sitemaps/search.xml</loc>');
    expect(xml).toContain('<sitemap><loc>http://ph.localhost:3000/sitemaps/salaries.xml</loc><lastmod>2026-10-30</lastmod></sitemap>');
    expect(asked.sort()).toEqual(['167 companies 1', '167 companies 2', '167 jobs 1', '167 salaries']);
  });

  it('leaves out a kind with nothing to list rather than point at an empty sitemap', async () => {
    server.use(
      http.get(`${platform}/company/sitemap`, () => ok({ ...page('companies', [], 1, 0), companies_changed_at: null })),
      http.get(`${platform}/job/sitemap`, () => ok(page('jobs', [], 1, 0))),
      http.get(`${platform}/job/salary-insight/pages`, () => ok({ pages: [] })),
    );
    const xml = await (await sitemapIndex(onPhilippines('/sitemap.xml'))).text();
    expect(xml).not.toContain('salaries.xml');
    expect(xml).not.toContain('companies-');
    // No company hiring: the companies list and directory are not indexed, so not listed.
    expect(xml).not.toContain('company-lists');
    expect(xml).not.toContain('jobs-');
    expect(xml).toContain('/sitemaps/search.xml');
  });
});

describe('companies-{n}.xml', () => {
  const get = (name: string) => sitemapPage(onPhilippines(`/sitemaps/${name}`), { params: Promise.resolve({ name }) });

  it('lists each company page in every language with its lastmod, names made URL-safe', async () => {
    platformFeeds();
    const response = await get('companies-1.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(locs).toHaveLength(companies.length * languages.length);
    expect(xml).toContain(
      `<url><loc>http://ph.localhost:3000/ja-jp${companyPath('マニラ商事', 8)}</loc><lastmod>2026-10-31T09:30:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>http://ph.localhost:3000/en-us/company/acme-sons-3</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is 404 past the last page and for page 0, without asking the platform for page 0', async () => {
    const asked = platformFeeds();
    expect((await get('companies-2.xml')).status).toBe(404);
    expect((await get('companies-0.xml')).status).toBe(404);
    expect((await get('companies-x.xml')).status).toBe(404);
    expect(asked).toEqual(['167 companies 2']);
  });
});

describe('company-lists.xml', () => {
  const get = () => sitemapPage(onPhilippines('/sitemaps/company-lists.xml'), { params: Promise.resolve({ name: 'company-lists.xml' }) });

  it('lists every page of the plain companies list and the company directory in every language, with when the list last changed', async () => {
    const asked = platformFeeds({ listPages: 3 });
    const response = await get();
    expect(response.status).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((match) => match[1]);
    const paths = ['/companies', '/companies?page=2', '/companies?page=3', companyDirectoryPath];
    expect(urls).toEqual(paths.flatMap((path) => languages.map(({ slug }) => `http://ph.localhost:3000/${slug}${path}`)));
    expect([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].every((match) => match[1] === listsChanged)).toBe(true);
    expect(companiesPath({ page: 2 })).toBe('/companies?page=2');
    // One page of each feed: whether any company hires and when the list changed; how many pages
    // the plain list has, asked as the list's own first page asks.
    expect(asked.sort()).toEqual(['167 companies 1', '167 list page=1&size=20']);
  });

  it('stops at the deepest page the list serves', async () => {
    platformFeeds({ listPages: 900 });
    const xml = await (await get()).text();
    expect(xml).toContain(`/en-us/companies?page=${maxCompaniesPage}</loc>`);
    expect(xml).not.toContain(`?page=${maxCompaniesPage + 1}<`);
  });

  it('is 404 while no company has open jobs (the pages are not indexed then)', async () => {
    platformFeeds();
    server.use(http.get(`${platform}/company/sitemap`, () => ok({ ...page('companies', [], 1, 0), companies_changed_at: null })));
    expect((await get()).status).toBe(404);
  });
});

/**
 * Sitemap and hreflang agree on every site (moved from e2e/seo-consistency.spec.ts, which reads
 * them on three sites; docs/decisions/0073): for each page a site's sitemap lists, it lists
 * exactly the URLs of that page's hreflang set, so each listed URL's alternates list it back.
 */
describe('sitemaps and hreflang sets on every site', () => {
  const pattern = 'http://{key}.localhost:3000';
  for (const name of ['jobs-1.xml', 'companies-1.xml', 'company-lists.xml', 'salaries.xml']) {
    it(`${name}: each page is listed in exactly its hreflang set's URLs, on every site`, async () => {
      for (const country of countries) {
        platformFeeds({ listPages: 2 });
        const host = `${country.key}.localhost:3000`;
        const response = await sitemapPage(new Request(`http://${host}/sitemaps/${name}`, { headers: { host } }), { params: Promise.resolve({ name }) });
        // The International site has no country to give salaries for (lib/salary-url.ts).
        if (name === 'salaries.xml' && !(salarySites as readonly string[]).includes(country.key)) {
          expect(response.status, `${country.key} ${name}`).toBe(404);
          continue;
        }
        expect(response.status, `${country.key} ${name}`).toBe(200);
        const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
        const byPath = new Map<string, string[]>();
        for (const url of urls) {
          const { origin, pathname, search } = new URL(url);
          expect(origin, url).toBe(`http://${host}`);
          const path = `${pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '')}${search}` || '/';
          byPath.set(path, [...(byPath.get(path) ?? []), url]);
        }
        expect(byPath.size, `${country.key} ${name}`).toBeGreaterThan(0);
        for (const [path, listed] of byPath) {
          const set = [...new Set(Object.values(alternateLanguages(pattern, path, [country.key])))];
          expect(listed.sort(), `${country.key} ${path}`).toEqual(set.sort());
        }
      }
    });
  }
});

describe('salaries.xml', () => {
  const get = (host = 'ph.localhost:3000') =>
    sitemapPage(new Request(`http://${host}/sitemaps/salaries.xml`, { headers: { host } }), { params: Promise.resolve({ name: 'salaries.xml' }) });

  it('lists each salary page with enough data in every language, the whole country under its own name', async () => {
    platformFeeds();
    const xml = await (await get()).text();
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls).toHaveLength(salaryPages.length * languages.length);
    expect(xml).toContain('<url><loc>http://ph.localhost:3000/ja-jp/salaries/software-engineer-salary-in-manila</loc><lastmod>2026-10-28</lastmod></url>');
    expect(xml).toContain('<loc>http://ph.localhost:3000/ar-ae/salaries/staff-nurse-salary-in-philippines</loc>');
    expect(salaryPath('staff-nurse', null, countries[0])).toBe('/salaries/staff-nurse-salary-in-philippines');
  });

  it('is 404 when no title has enough salaries, and on the International site', async () => {
    platformFeeds({ salaries: [] });
    expect((await get()).status).toBe(404);
    platformFeeds();
    expect((await get('com.localhost:3000')).status).toBe(404);
  });
});

describe('newestChange', () => {
  it('picks the latest ISO time, or nothing for an empty page', () => {
    expect(newestChange(['2026-01-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2025-12-31T23:59:59.000Z'])).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(newestChange([])).toBeUndefined();
  });
});
