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
  // Date posted: jobs of the last 1, 3, 7 or 30 days (the platform's posted_within).
  'posted',
] as const;
/** The date-posted filter's keys, in days. */
export const postedWithinKeys = ['1', '3', '7', '30'] as const;
export type SearchFilterName = (typeof searchFilterNames)[number];

export interface SearchLocation {
  keyword: string;
  /** A location SEO value of the country, e.g. 'manila'. */
  location: string | null;
  filters: Partial<Record<SearchFilterName, string[]>>;
  sort: number | null;
  page: number;
}

/** The longest keyword the platform's search takes (lib/schemas/job.ts, `query`). */
export const maxKeywordLength = 100;
/** The deepest page the platform serves (lib/schemas/job.ts `maxSearchPage`, kept out of the client bundle). */
export const maxSearchPage = 1000;

/**
 * Characters that change how text is shown but not what it says: C0/C1 controls (a NUL from
 * `%00`), bidi embeddings, overrides, isolates and marks (U+202E, U+200F…), zero-width space and
 * the byte-order mark. Kept in a keyword they made a second URL and title for the same search.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const invisibleCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Lower case as the page's language writes it: Turkish and Azeri have a dotted and a dotless i
 * (İ→i, I→ı); elsewhere `İ` lower-cases to `i` plus a combining dot (U+0307), which no language
 * of the sites means, so that dot is dropped after an i.
 */
function lowerCase(text: string, language?: string): string {
  const turkish = language !== undefined && /^(tr|az)(-|$)/i.test(language);
  return (turkish ? text.toLocaleLowerCase('tr') : text.toLowerCase()).replace(/i\u0307/g, 'i');
}

/**
 * A keyword as the search URL carries it: NFKC (half-width katakana `ｴﾝｼﾞﾆｱ` and full-width
 * `ＳＡＬＥＳ` are the same words as `エンジニア` and `sales`), invisible characters dropped,
 * trimmed, single spaces, no space beside a hyphen, lower case in the page's language
 * (`language` is its slug or code, e.g. `tr-tr`). A keyword with no letter or digit (`.`,
 * `-----`, an emoji) searches for nothing: it is the empty keyword.
 */
export function normalizeKeyword(keyword: string, language?: string): string {
  const text = lowerCase(keyword.normalize('NFKC').replace(invisibleCharacters, ' '), language)
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?- ?/g, '-');
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

const escapedChars = /[%/\\?#~]/g;
const hexOf = (ch: string) => ch.charCodeAt(0).toString(16).padStart(2, '0');
const escapes = new Map(['%', '/', '\\', '?', '#', '~'].map((ch) => [hexOf(ch), ch]));
const escapeChars = (text: string) => text.replace(escapedChars, (ch) => `~${hexOf(ch)}`);

/**
 * A space becomes one hyphen and a hyphen two. Normalised keywords never have a space beside a
 * hyphen, so a run of hyphens in a slug is either one (a space) or even (that many halved).
 */
function keywordToSlug(keyword: string, language?: string): string {
  return escapeChars(normalizeKeyword(keyword, language).replace(/-/g, '--').replace(/ /g, '-'));
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
export function searchSlug(keyword: string, location: string | null, language?: string): string {
  const key = keywordToSlug(keyword, language);
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
export function encodeSearchPath(search: SearchLocation, language?: string): string {
  const keywordOnly = normalizeKeyword(search.keyword, language) === '';
  const slug = searchSlug(search.keyword, keywordOnly ? null : search.location, language);
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
 * Where the search box's plain GET (`/{lang}/jobs-hiring?keyword=…&location=…`, sent before or
 * without the page's script) leads: the search's own path and query, as encodeSearchPath writes
 * it; null when neither field was sent (then it is no form submission). A keyword is cut to the
 * box's length; an unknown place is the search page's own not-found answer.
 */
export function searchFormTarget(query: URLSearchParams, language: string): string | null {
  if (!query.has('keyword') && !query.has('location')) return null;
  const keyword = (query.get('keyword') ?? '').trim().slice(0, maxKeywordLength);
  const location = (query.get('location') ?? '').trim().toLowerCase();
  return encodeSearchPath({ keyword, location: location || null, filters: {}, sort: null, page: 1 }, language);
}

/**
 * The slug segment of a search path as it must be written, from the segment as it arrived (still
 * percent-encoded): the same text when it is canonical, another when an older or hand-written
 * form names the same search (`100%25-jobs` → `100~25-jobs`), null when it names no search.
 */
export function canonicalSlugSegment(segment: string, language?: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = parseSearchSlug(decoded) ?? parseLooseSlug(decoded);
  if (!parsed) return null;
  const keyword = normalizeKeyword(parsed.keyword, language);
  // Longer than the platform takes: no search (it answered 400, and the page a bare 500).
  if (keyword.length > maxKeywordLength) return null;
  // A keyword of only punctuation or symbols is no keyword: `.-jobs` is the all-jobs search
  // (searchSlug writes `job-search`); with a location it names nothing.
  if (keyword === '' && parsed.location) return null;
  return encodeURIComponent(searchSlug(parsed.keyword, parsed.location, language));
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
  if (!parsed || parsed.keyword.length > maxKeywordLength) return null;
  // Past the deepest page the platform serves (`?page=99999999999999999999` too): no such page.
  const asked = Number(query.get('page'));
  if (Number.isFinite(asked) ? asked > maxSearchPage : /^\d+$/.test(query.get('page') ?? '')) return null;
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
