import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { footerCategories, footerCategoryKeys, footerCompanyPaths, footerHelpPages } from '@/components/layout/footer-links';
import { countries } from '@/lib/countries';
import { functionKey } from '@/lib/job-functions';
import { languages } from '@/lib/languages';
import { offices, telHref } from '@/lib/offices';
import { decodeSearchPath, normalizeKeyword } from '@/lib/search-url';
import { jobFunctionTree } from '@/server/seed/reference/job-functions';

/**
 * Every link of the footer leads to a page on every site in every language: the middleware
 * serves it (no redirect, no not-found rewrite) and the internal path it rewrites to is a page
 * of app/[lang]/[country] other than the catch-all not-found route.
 */

const siteDir = fileURLToPath(new URL('../../../app/[lang]/[country]/', import.meta.url));

/** The first path segments that are pages, as next.config.ts gives them to the middleware. */
function routeRoots(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) => (entry.name.startsWith('(') ? routeRoots(join(dir, entry.name)) : [entry.name]));
}

/** Whether an internal path (after /{lang}/{country}) names a page file; `[...rest]` does not count. */
function pageExists(dir: string, segments: string[]): boolean {
  if (segments.length === 0) return existsSync(join(dir, 'page.tsx'));
  const [first, ...tail] = segments;
  const head = first ?? '';
  const entries = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
  if (entries.some((e) => e.name === decodeURIComponent(head)) && pageExists(join(dir, decodeURIComponent(head)), tail)) return true;
  return entries.some((e) => /^\[[^.]/.test(e.name) && pageExists(join(dir, e.name), tail));
}

/** The seeded taxonomy's main functions as GET /config/lists gives them in one language. */
function mainFunctions(code: (typeof languages)[number]['code']) {
  return jobFunctionTree.map((main) => ({ key: functionKey(main.seoValue), value: main.labels[code] }));
}

let middleware: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('SITE_ROUTE_ROOTS', routeRoots(siteDir).join(','));
  vi.resetModules();
  middleware = (await import('@/middleware')).default as unknown as typeof middleware;
});

async function served(country: string, path: string) {
  const url = new URL(path, `http://${country}.localhost:3000`);
  const response = await middleware(
    new NextRequest(`http://127.0.0.1:3000${url.pathname}${url.search}`, { headers: { host: url.host } }),
  );
  const rewrite = response.headers.get('x-middleware-rewrite');
  return { status: response.status, location: response.headers.get('location'), internal: rewrite ? new URL(rewrite).pathname : null };
}

describe('footer links', () => {
  it('lists the spec’s categories (sales, IT, customer service and BPO, finance, healthcare) and all jobs', () => {
    const links = footerCategories(mainFunctions('en'), 'All jobs');
    expect(links.map((l) => l.label)).toEqual([
      'Sales',
      'IT / Software',
      'Customer Service / BPO',
      'Finance & Accounting',
      'Healthcare',
      'All jobs',
    ]);
    expect(links.at(-1)?.href).toBe('/jobs-hiring/job-search');
  });

  it('leaves out a category the country’s lists lack rather than link to an empty search', () => {
    const links = footerCategories([{ key: 'sales', value: 'Sales' }], 'All jobs');
    expect(links.map((l) => l.key)).toEqual(['sales', 'all']);
  });

  it('opens each category’s landing page: the search for its name in the page’s language', () => {
    for (const language of languages) {
      const mains = mainFunctions(language.code);
      for (const link of footerCategories(mains, 'x').slice(0, footerCategoryKeys.length)) {
        const slug = decodeURIComponent(link.href.split('/')[2] ?? '');
        const search = decodeSearchPath(slug, new URLSearchParams());
        const category = mains.find((f) => f.key === link.key);
        expect(search?.keyword, `${language.slug} ${link.key}`).toBe(normalizeKeyword(category?.value ?? ''));
      }
    }
  });

  it('every link is served as a page on every site in every language', async () => {
    for (const country of countries) {
      for (const language of languages) {
        const hrefs = [
          ...footerCategories(mainFunctions(language.code), 'All jobs').map((l) => l.href),
          footerCompanyPaths.directory,
          footerCompanyPaths.downloadApp,
          footerCompanyPaths.talents,
          ...footerHelpPages.map((p) => p.href),
        ];
        for (const href of hrefs) {
          const path = `/${language.slug}${href}`;
          const result = await served(country.key, path);
          const where = `${country.key} ${path}`;
          expect(result.location, where).toBeNull();
          expect(result.status, where).toBe(200);
          expect(result.internal, where).toMatch(new RegExp(`^/${language.slug}/${country.key}/`));
          expect(result.internal, where).not.toContain('page-not-found');
          expect(pageExists(siteDir, (result.internal ?? '').split('/').slice(3)), where).toBe(true);
        }
      }
    }
  });

  it('each help page has its own route and label', () => {
    expect(footerHelpPages.map((p) => [p.href, p.key])).toEqual([
      ['/faq', 'faq'],
      ['/terms', 'terms'],
      ['/privacy', 'privacy'],
      ['/scam-prevention', 'scamPrevention'],
      ['/data-privacy-guide', 'dataPrivacyGuide'],
    ]);
  });
});

describe('offices', () => {
  it('every country site has an office with an address, valid hours and a dialable helpline', () => {
    for (const country of countries) {
      const office = offices[country.key];
      expect(office.address.length, country.key).toBeGreaterThan(0);
      expect(office.opens < office.closes, country.key).toBe(true);
      expect(office.opens).toMatch(/^\d\d:\d\d$/);
      expect(telHref(office.helpline)).toMatch(/^tel:\+\d{8,15}$/);
      expect(office.helplineEmail).toMatch(/^employers\.[a-z]+@hireloop\.example$/);
      // A country's helpline is dialled with its own code (the International site uses its office's).
      if (country.dialCode) expect(office.helpline.startsWith(`${country.dialCode} `), country.key).toBe(true);
    }
  });
});
