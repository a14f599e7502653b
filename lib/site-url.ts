import type { CountryKey } from './countries';

/** The public origin of a country site from a pattern such as "https://{key}.hireloop.example". */
export function siteOrigin(pattern: string, country: CountryKey): string {
  return pattern.replace('{key}', country).replace(/\/$/, '');
}
