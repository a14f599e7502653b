import { type Country, countries, countryByKey, isCountryKey } from './countries';
import { isLanguageSlug, type Language, languageBySlug, languages } from './languages';

export interface SiteParams {
  lang: string;
  country: string;
}

/** The (language, country) of an internal route, or null when either is not one of ours. */
export function resolveSite(params: SiteParams): { language: Language; country: Country } | null {
  if (!isLanguageSlug(params.lang) || !isCountryKey(params.country)) return null;
  return { language: languageBySlug(params.lang), country: countryByKey(params.country) };
}

/**
 * Every (language, country) pair, for pages built ahead of time rather than on first visit: a
 * page rendered on demand for a URL carries that URL's query in its payload, and a page whose
 * query holds a secret (a reset code, a magic-link token) must never be rendered with one.
 */
export function allSiteParams(): SiteParams[] {
  return languages.flatMap((language) => countries.map((country) => ({ lang: language.slug, country: country.key })));
}
