/**
 * Job search URLs (core spec §2): `/{lang}/jobs-hiring/{slug}` where the slug is `job-search`
 * without a keyword, `{keyword}-jobs`, or `{keyword}-jobs-in-{location}` (the location's SEO
 * value); every other filter is a query parameter. `encodeSearchPath` and `decodeSearchPath`
 * are each other's inverse for any keyword once normalised (trimmed, single spaces, no space
 * beside a hyphen, lower case).
 *
 * A slug never holds a literal `%`, `/`, `\\`, `?`, `#` or `~`: those are written `~` and two hex
 * digits (`100%` → `100~25-jobs`). Next.js decodes a path segment more than once on its way to
 * the page, so `%25` in a path failed with a 500, and `/` or `\\` are rewritten by proxies.
 */

export const searchPathPrefix = '/jobs-hiring';
export const emptyKeywordSlug = 'job-search';

/** Filters carried as query parameters, each a list of keys; order is kept stable. */
export const searchFilterNames = [
  'job_type',
  'xp_lvl',
  'degree',
  'salary',
  'work_arrangement',
  'main_function',
  'job_function',
  'function_title',
  'company_verified',
] as const;
export type SearchFilterName = (typeof searchFilterNames)[number];

export interface SearchLocation {
  keyword: string;
  /** A location SEO value of the country, e.g. 'manila'. */
  location: string | null;
  filters: Partial<Record<SearchFilterName, string[]>>;
  sort: number | null;
  page: number;
}

export function normalizeKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').replace(/ ?- ?/g, '-').toLowerCase();
}

const escapedChars = /[%/\\?#~]/g;
const hexOf = (ch: string) => ch.charCodeAt(0).toString(16).padStart(2, '0');
const escapes = new Map(['%', '/', '\\', '?', '#', '~'].map((ch) => [hexOf(ch), ch]));
const escapeChars = (text: string) => text.replace(escapedChars, (ch) => `~${hexOf(ch)}`);

/**
 * A space becomes one hyphen and a hyphen two. Normalised keywords never have a space beside a
 * hyphen, so a run of hyphens in a slug is either one (a space) or even (that many halved).
 */
function keywordToSlug(keyword: string): string {
  return escapeChars(normalizeKeyword(keyword).replace(/-/g, '--').replace(/ /g, '-'));
}

function slugToKeyword(slug: string): string | null {
  // A character that must be escaped but stands bare cannot come from searchSlug.
  if (/[%/\\?#]/.test(slug)) return null;
  let valid = true;
  const keyword = slug
    .replace(/-+/g, (run) => {
      if (run.length === 1) return ' ';
      if (run.length % 2 === 1) valid = false;
      return '-'.repeat(run.length / 2);
    })
    .replace(/~(..)?/g, (_, hex: string | undefined) => {
      const ch = hex ? escapes.get(hex) : undefined;
      if (!ch) valid = false;
      return ch ?? '';
    });
  return valid ? keyword : null;
}

/** The slug of a search, unescaped (put it in a URL with `encodeURIComponent`). */
export function searchSlug(keyword: string, location: string | null): string {
  const key = keywordToSlug(keyword);
  if (!key) return emptyKeywordSlug;
  return location ? `${key}-jobs-in-${location}` : `${key}-jobs`;
}

/** Reads a slug back; null when it is not one of the three forms. */
export function parseSearchSlug(slug: string): { keyword: string; location: string | null } | null {
  if (slug === emptyKeywordSlug) return { keyword: '', location: null };
  const separator = '-jobs-in-';
  const at = slug.lastIndexOf(separator);
  if (at > 0) {
    const location = slug.slice(at + separator.length);
    const keyword = slugToKeyword(slug.slice(0, at));
    if (keyword !== null && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(location)) return { keyword, location };
  }
  if (slug.endsWith('-jobs') && slug.length > '-jobs'.length) {
    const keyword = slugToKeyword(slug.slice(0, -'-jobs'.length));
    if (keyword !== null) return { keyword, location: null };
  }
  return null;
}

/** The path and query of a search, without the language prefix; empty filters are left out. */
export function encodeSearchPath(search: SearchLocation): string {
  const keywordOnly = normalizeKeyword(search.keyword) === '';
  const slug = searchSlug(search.keyword, keywordOnly ? null : search.location);
  const params = new URLSearchParams();
  if (keywordOnly && search.location) params.set('location', search.location);
  for (const name of searchFilterNames) {
    const values = search.filters[name]?.filter((v) => v !== '');
    if (values && values.length > 0) params.set(name, values.join(','));
  }
  if (search.sort !== null) params.set('sort', String(search.sort));
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return `${searchPathPrefix}/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`;
}

/**
 * The slug segment of a search path as it must be written, from the segment as it arrived (still
 * percent-encoded): the same text when it is canonical, another when an older or hand-written
 * form names the same search (`100%25-jobs` → `100~25-jobs`), null when it names no search.
 */
export function canonicalSlugSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = parseSearchSlug(decoded) ?? parseLooseSlug(decoded);
  return parsed ? encodeURIComponent(searchSlug(parsed.keyword, parsed.location)) : null;
}

/** A slug written with bare characters that searchSlug escapes (`100%-jobs`, `ai/ml-jobs`). */
function parseLooseSlug(slug: string): { keyword: string; location: string | null } | null {
  if (!/[%/\\?#]/.test(slug) || slug.includes('~')) return null;
  return parseSearchSlug(escapeChars(slug));
}

/** The search a path and query describe; null when the slug is not a search slug. */
export function decodeSearchPath(slug: string, query: URLSearchParams): SearchLocation | null {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const parsed = parseSearchSlug(decoded);
  if (!parsed) return null;
  const filters: SearchLocation['filters'] = {};
  for (const name of searchFilterNames) {
    const values = query
      .get(name)
      ?.split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values && values.length > 0) filters[name] = values;
  }
  const sort = Number(query.get('sort'));
  const page = Number(query.get('page'));
  const queryLocation = query.get('location');
  return {
    keyword: parsed.keyword,
    location: parsed.location ?? (queryLocation && /^[a-z0-9-]+$/.test(queryLocation) ? queryLocation : null),
    filters,
    sort: Number.isInteger(sort) && sort >= 1 && sort <= 3 ? sort : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query parameters a search page reads, in a fixed order; everything else is dropped. */
export function canonicalSearchQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  // as_typed: the keyword searched as typed, never a corrected spelling (docs/decisions/0072).
  for (const name of ['location', ...searchFilterNames, 'sort', 'page', 'as_typed']) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}
