import { type Country, type CountryKey, countries, countryByKey, internationalCountryKey } from './countries';
import { type Language, languageBySlug, languages } from './languages';
import { siteOrigin } from './site-url';

/** BCP 47 script subtags make the two Chinese variants unambiguous in hreflang. */
const hreflangLanguage: Record<Language['code'], string> = {
  en: 'en',
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  ja: 'ja',
  es: 'es',
  pt: 'pt',
  ms: 'ms',
  id: 'id',
  tr: 'tr',
  ar: 'ar',
};

/** hreflang of a (language, country site): `ja-JP`, `zh-Hant-HK`; the International site has no region. */
export function hreflang(language: Language, country: Country): string {
  const base = hreflangLanguage[language.code];
  return country.region ? `${base}-${country.region}` : base;
}

/** The public URL of a path (without the language prefix) on a country site. */
export function pageUrl(pattern: string, country: CountryKey, language: Language, path: string): string {
  const tail = path === '/' || path === '' ? '' : path;
  return `${siteOrigin(pattern, country)}/${language.slug}${tail}`;
}

/**
 * hreflang alternates for a page that exists on the given country sites in every language,
 * with x-default on the International site in English, or, for a page of some countries only,
 * on the first one in its own language. Every page of the set lists the same alternates, so
 * they are reciprocal; callers pass only sites where the page is indexable and answers 200.
 */
export function alternateLanguages(
  pattern: string,
  path: string,
  sites: readonly CountryKey[] = countries.map((c) => c.key),
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const key of sites) {
    const country = countryByKey(key);
    for (const language of languages) links[hreflang(language, country)] = pageUrl(pattern, key, language, path);
  }
  const first = sites[0];
  if (sites.includes(internationalCountryKey)) {
    links['x-default'] = pageUrl(pattern, internationalCountryKey, languages[0], path);
  } else if (first) {
    links['x-default'] = pageUrl(pattern, first, languageBySlug(countryByKey(first).seoLanguage), path);
  }
  return links;
}

export interface PageAlternatesOptions {
  /** The page exists on its own country site only (a job, a company, a search), in every language. */
  ownSiteOnly?: boolean;
  /** False for a page kept out of the index: it keeps its canonical and lists no alternates. */
  indexable?: boolean;
}

/**
 * A page's `alternates` metadata: its canonical URL (this site, this language) and its hreflang
 * alternates, on every country site or on its own only.
 */
export function pageAlternates(
  pattern: string,
  site: { country: Country; language: Language },
  path: string,
  { ownSiteOnly = false, indexable = true }: PageAlternatesOptions = {},
): { canonical: string; languages: Record<string, string> | undefined } {
  return {
    canonical: pageUrl(pattern, site.country.key, site.language, path),
    languages: indexable ? alternateLanguages(pattern, path, ownSiteOnly ? [site.country.key] : undefined) : undefined,
  };
}
