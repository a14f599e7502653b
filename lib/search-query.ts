import type { ConfigLists, Location } from './schemas/config';
import type { JobSearchQuery } from './schemas/job';
import { salaryBoundsOf, salaryFilterSlug } from './salary-filters';
import { normalizeKeyword, postedWithinKeys, type SearchFilterName, type SearchLocation } from './search-url';

/** A keyed option of a filter: what the URL carries (`key`), what the platform takes (`id`). */
export interface FilterOption {
  key: string;
  id: number | string;
  label: string;
}

/** The options of each URL filter for one country and language, from the config lists. */
export function filterOptions(
  lists: ConfigLists,
  labels: { workArrangement: Record<string, string>; verified: string; posted?: Record<string, string> },
) {
  const keyed = (items: { id: number; key: string; value: string }[]): FilterOption[] =>
    items.map((i) => ({ key: i.key, id: i.id, label: i.value }));
  const options: Record<SearchFilterName, FilterOption[]> = {
    job_type: keyed(lists.job_types),
    xp_lvl: keyed(lists.xp_lvls),
    degree: keyed(lists.degrees),
    salary: lists.salary_range_filters.map((f) => ({ key: salaryFilterSlug(f.key), id: f.key, label: f.value })),
    work_arrangement: ['onsite', 'hybrid', 'remote'].map((key) => ({
      key,
      id: key,
      label: labels.workArrangement[key] ?? key,
    })),
    main_function: keyed(lists.main_functions),
    job_function: keyed(lists.job_functions),
    function_title: keyed(lists.function_titles),
    company_verified: [{ key: '1', id: 1, label: labels.verified }],
    posted: postedWithinKeys.map((key) => ({ key, id: Number(key), label: labels.posted?.[key] ?? key })),
  };
  return options;
}
export type FilterOptions = ReturnType<typeof filterOptions>;

export function findLocation(lists: ConfigLists, seoValue: string | null): Location | null {
  if (!seoValue) return null;
  for (const region of lists.location_lists) {
    const found = region.locations.find((l) => l.seo_value === seoValue);
    if (found) return found;
  }
  return null;
}

function ids(options: FilterOption[], keys: string[] | undefined): (number | string)[] {
  if (!keys) return [];
  return keys.flatMap((key) => options.find((o) => o.key === key)?.id ?? []);
}

/**
 * The platform query for a search URL. Unknown filter values are dropped (and so left out of
 * the canonical URL); an unknown location makes the whole search unknown (null → 404).
 */
export function toJobSearchQuery(search: SearchLocation, lists: ConfigLists, options: FilterOptions, size: number) {
  const location = findLocation(lists, search.location);
  if (search.location && !location) return null;
  const list = (name: SearchFilterName) => ids(options[name], search.filters[name]).join(',');
  const salaryKey = ids(options.salary, search.filters.salary)[0];
  const bounds = typeof salaryKey === 'string' ? salaryBoundsOf(salaryKey) : null;
  const query: JobSearchQuery = {
    query: search.keyword || undefined,
    job_locations: location ? String(location.id) : undefined,
    job_types: list('job_type') || undefined,
    xp_lvls: list('xp_lvl') || undefined,
    degrees: list('degree') || undefined,
    work_arrangements: list('work_arrangement') || undefined,
    main_functions: list('main_function') || undefined,
    job_function_ids: list('job_function') || undefined,
    function_job_title_ids: list('function_title') || undefined,
    is_company_verified: search.filters.company_verified?.includes('1') ? 1 : undefined,
    salary_from: bounds?.from,
    salary_to: bounds?.to,
    posted_within: ids(options.posted, search.filters.posted)[0],
    sort: search.sort ?? undefined,
    page: search.page,
    size,
  };
  return { query, location };
}

/** The search with only the filter values that exist, so canonical URLs carry nothing stray. */
export function knownFilters(search: SearchLocation, options: FilterOptions): SearchLocation['filters'] {
  const filters: SearchLocation['filters'] = {};
  for (const [name, keys] of Object.entries(search.filters) as [SearchFilterName, string[]][]) {
    const known = keys.filter((key) => options[name].some((o) => o.key === key));
    if (known.length > 0) filters[name] = name === 'salary' || name === 'posted' ? known.slice(0, 1) : known;
  }
  return filters;
}

/** Words as a place name is compared: folded keyword, no accents, punctuation as spaces. */
function placeWords(text: string, language: string): string {
  return normalizeKeyword(text, language)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A keyword typed with a place of the site at its end ("vendas são paulo", "営業 東京"): the
 * words before it and the place's SEO value, so that the search is the one keyword-in-location
 * page; null when the keyword does not end with a whole place name after at least one word.
 */
export function locationTail(keyword: string, lists: ConfigLists, language: string): { keyword: string; location: string } | null {
  const words = normalizeKeyword(keyword, language).split(' ');
  if (words.length < 2) return null;
  const places = new Map<string, string>();
  for (const region of lists.location_lists) {
    for (const place of region.locations) {
      for (const name of [place.value, place.seo_value.replace(/-/g, ' ')]) {
        const folded = placeWords(name, language);
        if (folded && !places.has(folded)) places.set(folded, place.seo_value);
      }
    }
  }
  // The longest place first: "new york" before "york".
  for (let from = 1; from < words.length; from += 1) {
    const location = places.get(placeWords(words.slice(from).join(' '), language));
    if (location) return { keyword: words.slice(0, from).join(' '), location };
  }
  return null;
}

/**
 * The query of each salary range under the search's other filters (its own salary filter
 * replaced), one count each (page 1, one job, no facets): what choosing that range would give,
 * as the facet counts of the other filters say. Keyed by the option's URL key.
 */
export function salaryRangeQueries(query: JobSearchQuery, options: FilterOptions): { key: string; query: JobSearchQuery }[] {
  return options.salary.flatMap((option) => {
    const bounds = typeof option.id === 'string' ? salaryBoundsOf(option.id) : null;
    if (!bounds) return [];
    return [{ key: option.key, query: { ...query, salary_from: bounds.from, salary_to: bounds.to, page: 1, size: 1, facets: 0, sort: undefined } }];
  });
}
