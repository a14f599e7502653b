import 'server-only';
import { cookieValue } from '@/lib/cookies';
import { countryByKey } from '@/lib/countries';
import { parseWebEnv } from '@/lib/env';
import { countryFromHost, geoCookieName, parseSiteHosts } from '@/lib/site';
import { siteOrigin } from '@/lib/site-url';

const env = parseWebEnv();
const siteHosts = parseSiteHosts(env.SITE_HOSTS);

/** The country site a route handler (outside the middleware's reach) is serving, and its origin. */
export function siteOfRequest(request: Request) {
  const cookie = cookieValue(request.headers.get('cookie'), geoCookieName);
  const key = countryFromHost(request.headers.get('host'), siteHosts, cookie || undefined);
  return { country: countryByKey(key), origin: siteOrigin(env.SITE_URL_PATTERN, key), pattern: env.SITE_URL_PATTERN };
}

export const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
