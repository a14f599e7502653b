import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { apiGateRefusal } from '@/web/api-gate';
import { blockedViewCookieName, blockedViewSegment } from '@/lib/blocked-view';
import { canonicalCompaniesQuery, companiesPathPrefix, companyDirectoryPath } from '@/lib/companies-url';
import { canonicalCompanyQuery, companyPathPrefix } from '@/lib/company-url';
import { type CountryKey, countryByKey } from '@/lib/countries';
import { createDetailExistence, detailTarget } from '@/services/detail-exists';
import { isLanguageSlug } from '@/lib/languages';
import { checkPath, notFoundRoute } from '@/lib/path-guard';
import { createSearchExistence } from '@/services/search-exists';
import { canonicalSearchQuery, searchFormTarget, searchPathPrefix } from '@/lib/search-url';
import { rendersPerRequest, securePage } from '@/web/security-headers';
import { userCookieName } from '@/lib/session-cookies';
import { countryFromHost, geoCookieName, parseSiteHosts } from '@/lib/site';
import { routing } from './i18n/routing';

const siteHosts = parseSiteHosts(process.env.SITE_HOSTS);
const maintenance = process.env.MAINTENANCE_MODE === 'true';
// Inlined at build by next.config.ts: the pages' first path segments.
const routeRoots = process.env.SITE_ROUTE_ROOTS?.split(',');
const pagePatterns = process.env.SITE_PAGE_PATTERNS?.split(',');
const detailExists = createDetailExistence({ apiUrl: process.env.API_URL || 'http://127.0.0.1:4000' });
const searchExists = createSearchExistence({ apiUrl: process.env.API_URL || 'http://127.0.0.1:4000' });

// One next-intl middleware per country, so that a visitor with no stored choice and no usable
// Accept-Language lands on the country's own default language.
const intlByCountry = new Map<CountryKey, ReturnType<typeof createIntlMiddleware>>();
function intlFor(country: CountryKey) {
  let intl = intlByCountry.get(country);
  if (!intl) {
    intl = createIntlMiddleware({ ...routing, defaultLocale: countryByKey(country).seoLanguage });
    intlByCountry.set(country, intl);
  }
  return intl;
}

/**
 * Country from the host, language from the first path segment. next-intl runs first (it
 * redirects paths without a language); its result is then rewritten to the internal route
 * `/{lang}/{country}/…`, which never appears in a public URL.
 */
export default async function middleware(request: NextRequest) {
  // The platform proxy: same-origin, JSON, and never /api/auth or /api/dev (web/api-gate.ts).
  if (/^\/api(\/|$)/i.test(request.nextUrl.pathname)) return apiGateRefusal(request) ?? NextResponse.next();
  const country = countryFromHost(request.headers.get('host'), siteHosts, request.cookies.get(geoCookieName)?.value);
  const verdict = checkPath(request.nextUrl.pathname, routeRoots, pagePatterns);
  if (verdict.kind === 'redirect') {
    const to = request.nextUrl.clone();
    to.pathname = verdict.pathname;
    return NextResponse.redirect(to, 308);
  }
  if (verdict.kind === 'not-found') return notFoundPage(request, country);
  // A job or company that does not exist here: the branded not-found page, decided before the page renders.
  const [, pathLanguage] = request.nextUrl.pathname.split('/');
  const target = detailTarget(request.nextUrl.pathname);
  if (target && isLanguageSlug(pathLanguage) && !maintenance && !(await detailExists(target, country, pathLanguage))) {
    return notFoundPage(request, country);
  }
  const formRedirect = companiesFormRedirect(request) ?? searchFormRedirect(request);
  if (formRedirect) return formRedirect;
  const intlResponse = intlFor(country)(request);
  if (intlResponse.headers.has('location')) return intlResponse;
  // A search past its last page or in a place the site does not have: 404 at its own URL.
  const [, searchLanguage, section, slug, ...beyond] = request.nextUrl.pathname.split('/');
  if (`/${section}` === searchPathPrefix && slug && beyond.length === 0 && isLanguageSlug(searchLanguage) && !maintenance) {
    const search = await searchExists(country, searchLanguage, slug, request.nextUrl.searchParams);
    if (search.kind === 'not-found') return notFoundPage(request, country);
    if (search.kind === 'redirect') {
      const to = request.nextUrl.clone();
      const [pathname = '', query = ''] = search.path.split('?');
      to.pathname = pathname;
      to.search = query;
      return NextResponse.redirect(to, 308);
    }
  }

  const [, lang, ...rest] = request.nextUrl.pathname.split('/');
  const url = request.nextUrl.clone();
  url.pathname = maintenance ? `/${lang}/${country}/maintenance` : `/${lang}/${country}${internalPath(rest, url)}`;
  // A signed-in seeker who has blocked companies gets the home, search and job pages rendered for
  // them, without those companies' jobs and counts; everyone else the cached page (decisions 0077, 0080).
  const ownView = !maintenance && seesOwnView(request) ? ownViewPath(url.pathname) : null;
  if (ownView) url.pathname = ownView;
  const response = NextResponse.rewrite(url, url.pathname.endsWith(`/${notFoundRoute}`) ? { status: 404 } : undefined);
  intlResponse.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next' && key !== 'set-cookie') response.headers.set(key, value);
  });
  for (const cookie of intlResponse.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  if (maintenance) response.headers.set('Retry-After', '3600');
  return securePage(request, response, request.nextUrl.pathname, ownView ? true : rendersPerRequest(request.nextUrl.pathname));
}

function seesOwnView(request: NextRequest): boolean {
  return request.cookies.get(blockedViewCookieName)?.value === '1' && Boolean(request.cookies.get(userCookieName)?.value);
}

/** The per-request view of an internal home, search or job path (`/{lang}/{country}[/jobs-hiring/{slug}/{query} | /job/{slug}]`); null for other pages. */
function ownViewPath(internal: string): string | null {
  const [, lang, country, section, slug, query, ...more] = internal.split('/');
  if (section === undefined || section === '') return `/${lang}/${country}/${blockedViewSegment}`;
  if (`/${section}` === searchPathPrefix && slug && query && more.length === 0) return `${internal}/${blockedViewSegment}`;
  // A job page's similar jobs (decision 0080); its apply form is per request already.
  if (section === 'job' && slug && query === undefined) return `${internal}/${blockedViewSegment}`;
  return null;
}

/**
 * The branded not-found page, with a 404 status, in the path's language (or the country's):
 * Next.js renders a page's own notFound() without the site's frame in the server HTML.
 */
function notFoundPage(request: NextRequest, country: CountryKey) {
  const first = request.nextUrl.pathname.split('/')[1];
  const url = request.nextUrl.clone();
  url.pathname = `/${isLanguageSlug(first) ? first : countryByKey(country).seoLanguage}/${country}/${notFoundRoute}`;
  url.search = '';
  // The not-found page is one cached page for every such path: classified by its own path, not the asked one.
  return securePage(request, NextResponse.rewrite(url, { status: 404 }), `/${url.pathname.split('/')[1]}/${notFoundRoute}`);
}

/**
 * A search page's filters move from the query string into a path segment, so that each
 * (language, country, search) is one cacheable page; unknown parameters are dropped there.
 */
function internalPath(rest: string[], url: URL): string {
  if (rest[0] === companyPathPrefix.slice(1)) return companyInternalPath(rest, url);
  if (rest[0] === companiesPathPrefix.slice(1)) return companiesInternalPath(rest, url);
  if (rest[0] !== searchPathPrefix.slice(1)) return rest.length > 0 ? `/${rest.join('/')}` : '';
  if (rest.length !== 2 || !rest[1]) return `/${notFoundRoute}`;
  const query = canonicalSearchQuery(url.searchParams);
  url.search = '';
  return `${searchPathPrefix}/${rest[1]}/${query ? encodeURIComponent(query) : '_'}`;
}

/** A company page's view (tab, function, page) moves into a path segment the same way. */
function companyInternalPath(rest: string[], url: URL): string {
  if (rest.length !== 2 || !rest[1]) return `/${notFoundRoute}`;
  const query = canonicalCompanyQuery(url.searchParams);
  url.search = '';
  return `${companyPathPrefix}/${rest[1]}/${query ? encodeURIComponent(query) : '_'}`;
}

/**
 * The companies search form works without script, so it sends its empty fields too
 * (`?query=acme&industry=&sort=`): such a URL is redirected once to the canonical search, which
 * is the address people share and the page the cache holds.
 */
function companiesFormRedirect(request: NextRequest): NextResponse | null {
  const [, lang, first, ...more] = request.nextUrl.pathname.split('/');
  if (!isLanguageSlug(lang) || `/${first}` !== companiesPathPrefix || more.length > 0) return null;
  const params = request.nextUrl.searchParams;
  if (![...params.values()].some((value) => value === '')) return null;
  const to = request.nextUrl.clone();
  to.search = canonicalCompaniesQuery(params);
  return NextResponse.redirect(to, 303);
}

/**
 * The search box posts nothing and needs no script: it is a GET form to `/{lang}/jobs-hiring`
 * with `keyword` and `location` (issue 36 item 1), redirected once to the search's slug URL, the
 * address the script would have opened and the page the cache holds.
 */
function searchFormRedirect(request: NextRequest): NextResponse | null {
  const [, lang, first, ...more] = request.nextUrl.pathname.split('/');
  if (!isLanguageSlug(lang) || `/${first}` !== searchPathPrefix || more.length > 0) return null;
  const target = searchFormTarget(request.nextUrl.searchParams, lang);
  if (target === null) return null;
  const to = request.nextUrl.clone();
  const [pathname = '', query = ''] = `/${lang}${target}`.split('?');
  to.pathname = pathname;
  to.search = query;
  return NextResponse.redirect(to, 303);
}

/**
 * The companies list's search moves into a path segment the same way; the directory is its one
 * sub-page, and anything else under /companies is no page.
 */
function companiesInternalPath(rest: string[], url: URL): string {
  if (`/${rest.join('/')}` === companyDirectoryPath) return companyDirectoryPath;
  if (rest.length !== 1) return `/${notFoundRoute}`;
  const query = canonicalCompaniesQuery(url.searchParams);
  url.search = '';
  return `${companiesPathPrefix}/${query ? encodeURIComponent(query) : '_'}`;
}

export const config = {
  // The platform proxy (its gate), and every page: everything but the session BFF (/session/*),
  // Next internals and the public files and XML routes. Paths with a dot are pages too
  // (`node.js-jobs`, a job titled "ASP.NET"), so the rule is by name, not by extension.
  matcher: ['/api', '/api/:path*', '/((?!api/|session/|_next|_vercel|monitoring|favicon\\.svg|images/|robots\\.txt|sitemap\\.xml|sitemaps/).*)'],
};
