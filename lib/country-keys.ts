/**
 * The 18 country sites' keys, alone: what the browser's first-load code needs (reading a host or
 * a cookie) without the table of names, currencies, time zones and dial codes in lib/countries.ts,
 * which stays on the server and in the islands that show them (docs/decisions/0079). Same order
 * as that table; tests/lib/country-keys.test.ts holds the two together.
 */
export const countryKeys = ['ph', 'sg', 'id', 'jp', 'my', 'hk', 'tw', 'mo', 'lk', 'ng', 'tr', 'gb', 'us', 'br', 'ae', 'ca', 'in', 'com'] as const;

export type CountryKey = (typeof countryKeys)[number];

/** The International site: USD, remote-first, and the x-default of every hreflang set. */
export const internationalCountryKey: CountryKey = 'com';

export function isCountryKey(value: string | undefined | null): value is CountryKey {
  return (countryKeys as readonly string[]).includes(value as string);
}
