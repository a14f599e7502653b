import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countries } from '@/lib/countries';
import { languages } from '@/lib/languages';
import { resolveSite } from '@/lib/site-params';
import middleware from '@/middleware';

function request(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  return new NextRequest(`http://127.0.0.1:3000${parsed.pathname}${parsed.search}`, {
    headers: { host: parsed.host, ...headers },
  });
}

const rewriteOf = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : null;
};

describe('middleware', () => {
  it('rewrites /{lang}/… to the internal /{lang}/{country}/… from the host', async () => {
    expect(rewriteOf(await middleware(request('http://jp.localhost:3000/ja-jp')))).toBe('/ja-jp/jp');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/some/page')))).toBe('/en-us/ph/some/page');
  });

  // Every (country, language) pair is served (e2e/foundation.spec.ts renders each country and
  // each language once): the host and the first segment reach the site layout as a site it knows.
  it('rewrites every (country, language) home to a site the layout resolves', async () => {
    for (const country of countries) {
      for (const language of languages) {
        const target = rewriteOf(await middleware(request(`http://${country.key}.localhost:3000/${language.slug}`)));
        expect(target, `${country.key} ${language.slug}`).toBe(`/${language.slug}/${country.key}`);
        const [, lang = '', key = ''] = (target ?? '').split('/');
        expect(resolveSite({ lang, country: key }), `${country.key} ${language.slug}`).toEqual({ language, country });
      }
    }
  });

  it('keeps the query string through the rewrite', async () => {
    const target = (await middleware(request('http://ph.localhost:3000/en-us/x?page=2'))).headers.get('x-middleware-rewrite');
    expect(target && new URL(target).search).toBe('?page=2');
  });

  it('sends / to the country’s default language when nothing else is known', async () => {
    const response = await middleware(request('http://jp.localhost:3000/'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/ja-jp');
    expect(new URL((await middleware(request('http://br.localhost:3000/'))).headers.get('location') ?? '').pathname).toBe('/pt-br');
  });

  it('prefers Accept-Language to the country default, and the stored choice to both', async () => {
    const byHeader = await middleware(request('http://jp.localhost:3000/', { 'accept-language': 'tr-TR,tr;q=0.9' }));
    expect(new URL(byHeader.headers.get('location') ?? '').pathname).toBe('/tr-tr');
    const byCookie = await middleware(
      request('http://jp.localhost:3000/', { 'accept-language': 'tr-TR', cookie: 'NEXT_LOCALE=zh-cn' }),
    );
    expect(new URL(byCookie.headers.get('location') ?? '').pathname).toBe('/zh-cn');
  });

  it('puts a path without a language under the best one', async () => {
    const response = await middleware(request('http://ph.localhost:3000/maintenance'));
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/en-us/maintenance');
  });

  it('reads the geo cookie on a bare localhost', async () => {
    const response = await middleware(request('http://localhost:3000/en-us', { cookie: 'geo_country=sg' }));
    expect(rewriteOf(response)).toBe('/en-us/sg');
    expect(rewriteOf(await middleware(request('http://localhost:3000/en-us')))).toBe('/en-us/com');
  });
});

describe('middleware and search pages', () => {
  it('moves the known search parameters into the internal path and drops the rest', async () => {
    const response = await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring/sales-jobs?utm_source=x&page=2&job_type=full-time'));
    expect(rewriteOf(response)).toBe(`/en-us/ph/jobs-hiring/sales-jobs/${encodeURIComponent('job_type=full-time&page=2')}`);
  });

  it('marks a search without parameters', async () => {
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring/job-search')))).toBe(
      '/en-us/ph/jobs-hiring/job-search/_',
    );
  });

  it('redirects the search box sent without script (a GET to /jobs-hiring) to the slug URL', async () => {
    const located = await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring?keyword=Sales+manager&location=manila'));
    expect(located.status).toBe(303);
    expect(new URL(located.headers.get('location') ?? '').pathname).toBe('/en-us/jobs-hiring/sales-manager-jobs-in-manila');
    const anywhere = await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring?keyword=nurse&location='));
    expect(new URL(anywhere.headers.get('location') ?? '').pathname).toBe('/en-us/jobs-hiring/nurse-jobs');
    const empty = await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring?keyword=&location='));
    expect(new URL(empty.headers.get('location') ?? '').pathname).toBe('/en-us/jobs-hiring/job-search');
    const placeOnly = new URL((await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring?keyword=&location=manila'))).headers.get('location') ?? '');
    expect(`${placeOnly.pathname}${placeOnly.search}`).toBe('/en-us/jobs-hiring/job-search?location=manila');
    // Without the form's fields it is no search: the branded not-found page, as before.
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring')))).toBe('/en-us/ph/page-not-found');
  });

  it('serves a signed-in seeker who has blocked companies the per-request home and search views (decision 0077)', async () => {
    const flagged = { cookie: 'user=%7B%22id%22%3A1%7D; blocked_companies=1' };
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring/sales-jobs', flagged)))).toBe(
      '/en-us/ph/jobs-hiring/sales-jobs/_/without-blocked',
    );
    const home = await middleware(request('http://ph.localhost:3000/en-us', flagged));
    expect(rewriteOf(home)).toBe('/en-us/ph/without-blocked');
    // A job page's similar jobs too (decision 0080); its apply form is per request already.
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/job/nurse-123', flagged)))).toBe('/en-us/ph/job/nurse-123/without-blocked');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/job/nurse-123/apply', flagged)))).toBe('/en-us/ph/job/nurse-123/apply');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/job/nurse-123', { cookie: 'user=%7B%22id%22%3A1%7D' })))).toBe('/en-us/ph/job/nurse-123');
    // Rendered per request: a nonce, not the cached pages' hashes.
    expect(home.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    // Other pages, a flag without a signed-in user, and a signed-in user without the flag: the cached pages.
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/companies', flagged)))).toBe('/en-us/ph/companies/_');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us', { cookie: 'blocked_companies=1' })))).toBe('/en-us/ph');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us', { cookie: 'user=%7B%22id%22%3A1%7D' })))).toBe('/en-us/ph');
    // The view is no public page.
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/without-blocked')))).toBe('/en-us/ph/page-not-found');
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/job/nurse-123/without-blocked', flagged)))).toBe('/en-us/ph/page-not-found');
  });

  it('does not serve extra path segments under a search', async () => {
    expect(rewriteOf(await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring/sales-jobs/_')))).toBe('/en-us/ph/page-not-found');
  });

  it('answers a malformed path with the branded not-found page, with its status and the security headers', async () => {
    const response = await middleware(request('http://jp.localhost:3000/ja-jp/%E0%A4%A'));
    expect(rewriteOf(response)).toBe('/ja-jp/jp/page-not-found');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('middleware and job or company pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers a job the platform does not know with the branded not-found page, before the page renders', async () => {
    const fetcher = vi.fn(async (url: string) => new Response('{}', { status: url.endsWith('/job/424242') ? 404 : 200 }));
    vi.stubGlobal('fetch', fetcher);
    const missing = await middleware(request('http://ph.localhost:3000/en-us/job/software-engineer-424242'));
    expect(missing.status).toBe(404);
    expect(rewriteOf(missing)).toBe('/en-us/ph/page-not-found');
    const found = await middleware(request('http://ph.localhost:3000/en-us/job/software-engineer-424243'));
    expect(found.status).toBe(200);
    expect(rewriteOf(found)).toBe('/en-us/ph/job/software-engineer-424243');
    const company = await middleware(request('http://ph.localhost:3000/en-us/company/acme-424244'));
    expect(rewriteOf(company)).toBe('/en-us/ph/company/acme-424244/_');
    expect(fetcher.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/job/424242', '/job/424243', '/company/424244']);
  });
});

describe('middleware and hostile or duplicate search URLs (issue 32)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const lists = {
    location_lists: [{ id: 1, value: 'NCR', seo_value: 'ncr', locations: [{ id: 10, value: 'Manila', seo_value: 'manila' }] }],
    main_functions: [],
    job_types: [],
    xp_lvls: [],
    degrees: [],
    job_functions: [],
    function_titles: [],
    salary_range_filters: [],
  };
  function platform(total: number) {
    return vi.fn(async (url: string) => {
      const data = url.includes('/config/2/list') ? lists : { total_num: total, jobs: [] };
      return new Response(JSON.stringify({ code: 0, data }), { status: 200 });
    });
  }
  const locationOf = (response: Response) => {
    const target = new URL(response.headers.get('location') ?? '', 'http://x');
    return `${target.pathname}${target.search}`;
  };

  it('answers past the platform limits with the branded 404 at the URL', async () => {
    vi.stubGlobal('fetch', platform(40));
    for (const path of [`/en-us/jobs-hiring/${'a'.repeat(101)}-jobs`, '/en-us/jobs-hiring/sales-jobs?page=1001', '/en-us/jobs-hiring/sales-jobs?page=99999999999999999999']) {
      const response = await middleware(request(`http://ph.localhost:3000${path}`));
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe('/en-us/ph/page-not-found');
    }
  });

  it('answers a page past the last result and an unknown place with a 404 at the URL, not a redirect', async () => {
    vi.stubGlobal('fetch', platform(40));
    for (const path of ['/en-us/jobs-hiring/sales-jobs?page=3', '/en-us/jobs-hiring/job-search?location=atlantis', '/en-us/jobs-hiring/sales-jobs-in-atlantis']) {
      const response = await middleware(request(`http://ph.localhost:3000${path}`));
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe('/en-us/ph/page-not-found');
    }
    const last = await middleware(request('http://ph.localhost:3000/en-us/jobs-hiring/sales-jobs?page=2'));
    expect(rewriteOf(last)).toBe(`/en-us/ph/jobs-hiring/sales-jobs/${encodeURIComponent('page=2')}`);
  });

  it('redirects a NUL, bidi controls, punctuation, width and a typed place to the one canonical URL', async () => {
    vi.stubGlobal('fetch', platform(40));
    const cases: [string, string, string][] = [
      ['ph', '/en-us/jobs-hiring/sales%00-jobs', '/en-us/jobs-hiring/sales-jobs'],
      ['ph', '/en-us/jobs-hiring/%E2%80%AEsales-jobs', '/en-us/jobs-hiring/sales-jobs'],
      ['ph', '/en-us/jobs-hiring/.-jobs', '/en-us/jobs-hiring/job-search'],
      ['ph', '/en-us/jobs-hiring/%F0%9F%99%82-jobs', '/en-us/jobs-hiring/job-search'],
      ['jp', `/ja-jp/jobs-hiring/${encodeURIComponent('ｴﾝｼﾞﾆｱ-jobs')}`, `/ja-jp/jobs-hiring/${encodeURIComponent('エンジニア-jobs')}`],
      ['tr', `/tr-tr/jobs-hiring/${encodeURIComponent('İK-jobs')}`, '/tr-tr/jobs-hiring/ik-jobs'],
      ['ph', '/en-us/jobs-hiring/sales-manila-jobs', '/en-us/jobs-hiring/sales-jobs-in-manila'],
    ];
    for (const [country, path, to] of cases) {
      const response = await middleware(request(`http://${country}.localhost:3000${path}`));
      expect(response.status, path).toBe(308);
      expect(locationOf(response), path).toBe(to);
    }
  });
});
