import type { CountryKey } from '@/lib/countries';
import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { filterOptions, findLocation, knownFilters, locationTail, toJobSearchQuery } from '@/lib/search-query';
import { decodeSearchPath, encodeSearchPath } from '@/lib/search-url';
import { answerCache, type PlatformProbeOptions, platformProbe } from './platform-probe';

/** What the middleware does with a search URL before its page renders. */
export type SearchVerdict = { kind: 'serve' } | { kind: 'not-found' } | { kind: 'redirect'; path: string };

/** The page size of a search page (app/[lang]/[country]/jobs-hiring/[slug]/[query]/load-search.ts). */
export const searchPageSize = 30;

export interface SearchExistenceOptions extends PlatformProbeOptions {
  /** How long a site's config lists are reused, as services/server-config.ts keeps them. */
  listsTtlMs?: number;
}

/**
 * Whether a search URL names a page, decided before the page renders, so that a page past the
 * last result (`?page=999`) or a place the site does not have (`?location=atlantis`,
 * `…-jobs-in-atlantis`) answers 404 at its own URL with the branded page, not a redirect to
 * `/page-not-found` (a soft 404: docs/decisions/0053, 0071), and a keyword typed with a place
 * at its end is redirected to the keyword-in-place page. The platform is asked only what the URL
 * needs: the site's config lists (kept ten minutes) when there is a keyword or a place, the count
 * (kept a minute) past page 1. A platform that fails is not a "no": the page renders.
 */
export function createSearchExistence(options: SearchExistenceOptions) {
  const { listsTtlMs = 10 * 60_000, now = Date.now } = options;
  const get = platformProbe(options);
  const lists = new Map<string, { value: Promise<ConfigLists | null>; until: number }>();
  const counts = answerCache<number>(options);

  async function ask<T>(path: string, country: CountryKey, language: LanguageSlug): Promise<T | null> {
    try {
      const response = await get(path, country, language);
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      const body = (await response.json()) as { code?: unknown; data?: unknown };
      return body?.code === 0 && body.data && typeof body.data === 'object' ? (body.data as T) : null;
    } catch {
      return null;
    }
  }

  function listsOf(country: CountryKey, language: LanguageSlug): Promise<ConfigLists | null> {
    const key = `${country}:${language}`;
    const hit = lists.get(key);
    if (hit && hit.until > now()) return hit.value;
    const code = encodeURIComponent(languageBySlug(language).code);
    const value = ask<ConfigLists>(`/config/2/list?language_code=${code}`, country, language).then((data) =>
      data && Array.isArray(data.location_lists) && Array.isArray(data.main_functions) ? data : null,
    );
    lists.set(key, { value, until: now() + listsTtlMs });
    // A failure is not kept: the next request asks again.
    void value.then((data) => {
      if (!data) lists.delete(key);
    });
    return value;
  }

  async function countOf(country: CountryKey, language: LanguageSlug, query: Record<string, unknown>): Promise<number | null> {
    const params = new URLSearchParams();
    const asked: Record<string, unknown> = { ...query, page: 1, size: 1, facets: 0 };
    for (const [name, value] of Object.entries(asked)) {
      if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
    }
    const key = `${country}:${language}:${params}`;
    const hit = counts.fresh(key);
    if (hit) return hit.value;
    const data = await ask<{ total_num?: unknown }>(`/job/search?${params}`, country, language);
    if (typeof data?.total_num !== 'number') return null;
    counts.keep(key, data.total_num);
    return data.total_num;
  }

  return async function check(country: CountryKey, language: LanguageSlug, slug: string, query: URLSearchParams): Promise<SearchVerdict> {
    const search = decodeSearchPath(slug, query);
    if (!search) return { kind: 'not-found' };
    if (!search.keyword && !search.location && search.page === 1) return { kind: 'serve' };
    const site = await listsOf(country, language);
    if (!site) return { kind: 'serve' };
    if (search.location && !findLocation(site, search.location)) return { kind: 'not-found' };
    if (search.keyword && !search.location) {
      const tail = locationTail(search.keyword, site, language);
      if (tail) return { kind: 'redirect', path: `/${language}${encodeSearchPath({ ...search, ...tail }, language)}` };
    }
    if (search.page === 1) return { kind: 'serve' };
    // Labels do not change the platform's query: only keys and ids are read here.
    const options = filterOptions(site, { workArrangement: {}, verified: '' });
    const known = { ...search, filters: knownFilters(search, options) };
    const mapped = toJobSearchQuery(known, site, options, searchPageSize);
    if (!mapped) return { kind: 'not-found' };
    const total = await countOf(country, language, mapped.query);
    if (total === null) return { kind: 'serve' };
    return search.page > Math.ceil(total / searchPageSize) ? { kind: 'not-found' } : { kind: 'serve' };
  };
}
