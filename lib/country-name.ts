import { type CountryKey, countries, internationalCountryKey } from '@/lib/countries';

/**
 * Regions whose everyday name is CLDR's short form: "Hong Kong", not "Hong Kong SAR China"
 * (elsewhere the short form abbreviates, as "US" for the United States, so it is kept to these).
 */
const shortNamed = new Set(['HK', 'MO']);

/** A region's name (ISO 3166 code) in the reader's language, from the runtime's CLDR data. */
export function regionName(region: string, languageCode: string): string | undefined {
  const code = region.toUpperCase();
  const style = shortNamed.has(code) ? 'short' : 'long';
  return new Intl.DisplayNames([languageCode], { type: 'region', style }).of(code);
}

/** A country site's name in the reader's language. */
export function countryDisplayName(key: CountryKey, languageCode: string, internationalName: string): string {
  if (key === internationalCountryKey) return internationalName;
  const country = countries.find((c) => c.key === key);
  const region = country?.region;
  if (!region) return country?.name ?? key;
  return regionName(region, languageCode) ?? country.name;
}

/**
 * The place a site serves, as the messages that name it take it: `scope` selects the wording
 * ("Jobs worldwide" on the International site, "Jobs in {country}" elsewhere).
 */
export interface SitePlace {
  [key: string]: string;
  country: string;
  scope: 'worldwide' | 'country';
}

export function sitePlace(key: CountryKey, languageCode: string, internationalName: string): SitePlace {
  return { country: countryInText(key, languageCode, internationalName), scope: key === internationalCountryKey ? 'worldwide' : 'country' };
}

/**
 * English names a few countries with "the" in running text: "Jobs in the Philippines", not "Jobs
 * in Philippines" (issue 33, item 6). The messages that take a site's place say "in {country}",
 * "from {country}", "for {country}", so the article goes with the name there.
 */
const withArticleInEnglish = new Set(['PH', 'AE', 'US', 'GB']);

export function countryInText(key: CountryKey, languageCode: string, internationalName: string): string {
  const name = countryDisplayName(key, languageCode, internationalName);
  const region = countries.find((c) => c.key === key)?.region?.toUpperCase();
  return languageCode.split('-')[0] === 'en' && region && withArticleInEnglish.has(region) ? `the ${name}` : name;
}

/** Every country site as an option, sorted by its name in the reader's language. */
export function countryOptions(languageCode: string, internationalName: string) {
  const collator = new Intl.Collator(languageCode);
  return countries
    .map((c) => ({ value: c.key, label: countryDisplayName(c.key, languageCode, internationalName) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
