import { blockedViewSegment } from './blocked-view';
import { companiesPathPrefix } from './companies-url';
import { companyPathPrefix } from './company-url';
import { idFromSlug } from './job-url';
import { isLanguageSlug } from './languages';
import { canonicalSlugSegment, searchPathPrefix } from './search-url';

/**
 * What the middleware does with a public path before routing it: serve it, answer the branded
 * not-found page, or redirect to the same search written canonically. Next.js answers a path
 * whose percent-encoding is malformed (`%E0%A4%A`, `%zz`), or whose decoded form still holds a
 * `%` (it decodes more than once), with a bare 500; such paths never reach it.
 */
export type PathVerdict = { kind: 'serve' } | { kind: 'not-found' } | { kind: 'redirect'; pathname: string };

/** The internal route of the branded not-found page (app/[lang]/[country]/page-not-found). */
export const notFoundRoute = 'page-not-found';

function decodes(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('%');
  } catch {
    return false;
  }
}

/** Sections whose public paths the middleware rewrites to other internal shapes, checking them itself. */
const rewrittenRoots = [searchPathPrefix, companyPathPrefix, companiesPathPrefix].map((prefix) => prefix.slice(1));

/** Whether the segments after the language name a page: `[param]` matches any one segment. */
export function matchesPage(segments: readonly string[], pagePatterns: readonly string[]): boolean {
  return pagePatterns.some((pattern) => {
    const parts = pattern === '' ? [] : pattern.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('[') || part === segments[i]);
  });
}

/** A chat id is a positive 32-bit integer in digits, as app/[lang]/[country]/chat/[chatId] reads it. */
function isChatId(segment: string): boolean {
  const id = /^\d{1,10}$/.test(segment) ? Number(segment) : 0;
  return id >= 1 && id <= 2_147_483_647;
}

/**
 * `routeRoots`: the first segments after the language that are pages, and `pagePatterns`: every
 * page's path under the language (next.config.ts lists both from app/[lang]/[country] at build
 * time); without them, any path is served. A path no page matches is the branded not-found page
 * here, because Next.js renders a page's own notFound() without the site's frame (docs/decisions/0046).
 */
export function checkPath(pathname: string, routeRoots?: readonly string[], pagePatterns?: readonly string[]): PathVerdict {
  const segments = pathname.split('/');
  // A search slug written in an older or loose form is the same search: one redirect.
  if (segments[2] === searchPathPrefix.slice(1) && segments.length === 4 && segments[3]) {
    const canonical = canonicalSlugSegment(segments[3], segments[1]);
    if (canonical === null) return { kind: 'not-found' };
    if (canonical !== segments[3]) return { kind: 'redirect', pathname: [...segments.slice(0, 3), canonical].join('/') };
  }
  if (!segments.every(decodes)) return { kind: 'not-found' };
  // The page exists only behind a rewrite; asked for by name it is a not-found page too.
  if (segments[2] === notFoundRoute || segments.slice(2).includes(blockedViewSegment)) return { kind: 'not-found' };
  // A job or company slug ends with its id; without one it names nothing (with one, the page
  // itself finds out whether the id exists).
  if ((segments[2] === 'job' || segments[2] === 'company') && segments[3] && idFromSlug(segments[3]) === null) {
    return { kind: 'not-found' };
  }
  if (segments[2] === 'chat' && segments[3] !== undefined && !isChatId(segments[3])) return { kind: 'not-found' };
  // Under a language, an unknown first segment is no page (the home page has none).
  if (routeRoots && isLanguageSlug(segments[1]) && segments[2] && !routeRoots.includes(segments[2])) {
    return { kind: 'not-found' };
  }
  if (pagePatterns && isLanguageSlug(segments[1]) && !rewrittenRoots.includes(segments[2] ?? '')) {
    const under = segments.slice(2);
    if (under.at(-1) === '') under.pop();
    if (!matchesPage(under, pagePatterns)) return { kind: 'not-found' };
  }
  return { kind: 'serve' };
}
