import { type CountryKey, internationalCountryKey, isCountryKey } from './country-keys';

/** The cookie that remembers the country on a bare `localhost` (no country in the host). */
export const geoCookieName = 'geo_country';

/** `SITE_HOSTS`, e.g. "ph=jobs.example.ph,jp=jobs.example.jp": country → host. */
export function parseSiteHosts(value: string | undefined): Partial<Record<CountryKey, string>> {
  const hosts: Partial<Record<CountryKey, string>> = {};
  for (const pair of (value ?? '').split(',')) {
    const [key, host] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (key && host && isCountryKey(key)) hosts[key] = host;
  }
  return hosts;
}

function hostname(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * The country a host serves: a configured host first, then the `<key>.` first label (the
 * default pattern, e.g. `jp.localhost` or `jp.hireloop.example`), then on any other host the
 * stored geo cookie, then the International site.
 */
export function countryFromHost(
  host: string | null,
  siteHosts: Partial<Record<CountryKey, string>>,
  geoCookie?: string,
): CountryKey {
  const name = hostname(host ?? '');
  for (const [key, configured] of Object.entries(siteHosts)) {
    if (configured === name) return key as CountryKey;
  }
  const firstLabel = name.split('.')[0];
  if (name.includes('.') && isCountryKey(firstLabel)) return firstLabel;
  if (isCountryKey(geoCookie)) return geoCookie;
  return internationalCountryKey;
}

/**
 * The host of another country's site, seen from the current host: the configured host, or the
 * current host with its country label swapped. On a host without a country label the country
 * lives in the geo cookie, so the host stays.
 */
export function hostForCountry(
  currentHost: string,
  target: CountryKey,
  siteHosts: Partial<Record<CountryKey, string>>,
): string {
  const port = /:\d+$/.exec(currentHost)?.[0] ?? '';
  const configured = siteHosts[target];
  if (configured) return configured + (configured.includes(':') ? '' : port);
  const name = hostname(currentHost);
  const [first, ...rest] = name.split('.');
  if (rest.length > 0 && isCountryKey(first)) return `${target}.${rest.join('.')}${port}`;
  return currentHost;
}
