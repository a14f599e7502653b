import { type Country, countryByKey, isCountryKey } from './countries';
import { isLanguageSlug, type Language, languageBySlug } from './languages';

export interface SiteParams {
  lang: string;
  country: string;
}

/** The (language, country) of an internal route, or null when either is not one of ours. */
export function resolveSite(params: SiteParams): { language: Language; country: Country } | null {
  if (!isLanguageSlug(params.lang) || !isCountryKey(params.country)) return null;
  return { language: languageBySlug(params.lang), country: countryByKey(params.country) };
}
