import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { featurePaths } from '@/app/[lang]/[country]/talents/_components/feature-sections';
import { categoryPath } from '@/app/[lang]/[country]/talents/_components/occupation-carousel';
import { downloadAppPath } from '@/lib/content-pages';
import { languages } from '@/lib/languages';
import { talentsPath } from '@/lib/talents-landing';
import { newsArticles } from '@/server/news/articles';
import { jobFunctionTree } from '@/server/seed/reference/job-functions';

/**
 * The talents page and every link it holds inside the site (hero, features, categories, news) are
 * pages on every site it shows them on, in every language: the middleware serves them (no
 * branded not-found rewrite, no redirect) and rewrites them to a page of app/[lang]/[country].
 * The middleware gets its page lists the way next.config.ts builds them (docs/decisions/0046).
 */

const siteDir = fileURLToPath(new URL('../../app/[lang]/[country]/', import.meta.url));

function routeRoots(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) => (entry.name.startsWith('(') ? routeRoots(join(dir, entry.name)) : [entry.name]));
}

function pagePatterns(dir: string, prefix: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [prefix.join('/')] : [];
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('[...')) return [];
    return pagePatterns(join(dir, entry.name), entry.name.startsWith('(') ? prefix : [...prefix, entry.name]);
  });
}

/** Whether an internal path (after /{lang}/{country}) names a page file; `[...rest]` does not count. */
function pageExists(dir: string, segments: string[]): boolean {
  if (segments.length === 0) return existsSync(join(dir, 'page.tsx'));
  const [first, ...tail] = segments;
  const head = decodeURIComponent(first ?? '');
  const entries = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
  if (entries.some((e) => e.name === head) && pageExists(join(dir, head), tail)) return true;
  return entries.some((e) => /^\[[^.]/.test(e.name) && pageExists(join(dir, e.name), tail));
}

let middleware: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv('SITE_ROUTE_ROOTS', routeRoots(siteDir).join(','));
  vi.stubEnv('SITE_PAGE_PATTERNS', pagePatterns(siteDir).join(','));
  vi.resetModules();
  middleware = (await import('@/middleware')).default as unknown as typeof middleware;
});

async function expectServed(country: string, path: string) {
  const response = await middleware(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { host: `${country}.localhost:3000` } }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite).pathname : '';
  const where = `${country} ${path}`;
  expect(response.status, where).toBe(200);
  expect(response.headers.get('location'), where).toBeNull();
  expect(internal, where).not.toContain('page-not-found');
  expect(pageExists(siteDir, internal.split('/').slice(3)), `${where} → ${internal}`).toBe(true);
}

describe('the talents page and its links', () => {
  it('the page is known to the middleware: served on every site, a path below it is the branded not-found page', async () => {
    expect(pagePatterns(siteDir)).toContain('talents');
    for (const country of ['ph', 'jp', 'ae', 'com']) await expectServed(country, `/en-us${talentsPath}`);
    const below = await middleware(new NextRequest(`http://127.0.0.1:3000/en-us${talentsPath}/nothing`, { headers: { host: 'ph.localhost:3000' } }));
    expect(new URL(below.headers.get('x-middleware-rewrite') ?? 'http://x/').pathname).toContain('page-not-found');
  });

  it('every link of the hero, the features, the categories and the news opens a page', async () => {
    const paths = [...featurePaths, '/jobs-hiring/job-search', '/get-started', downloadAppPath];
    for (const language of languages) {
      const categories = jobFunctionTree.map((main) => categoryPath(main.labels[language.code]));
      for (const path of [...paths, ...categories]) await expectServed('ph', `/${language.slug}${path}`);
    }
    for (const article of newsArticles) {
      if (article.path === null) continue;
      for (const country of article.sites ?? ['ph', 'jp', 'ae']) await expectServed(country, `/en-us${article.path}`);
    }
  });
});
