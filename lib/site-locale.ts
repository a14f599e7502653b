import { type Country, countries } from './countries';
import { defaultLanguageSlug, isLanguageSlug, type Language, type LanguageSlug, languageBySlug, languages } from './languages';

const grouping = (tag: string) => new Intl.NumberFormat(tag).format(1_234_567.5);

/**
 * English as a country writes its numbers, where that differs from US English: India groups
 * 12,34,567 and Indonesia writes 1.234.567,5 (CLDR). Keyed by region.
 */
export const englishOfRegion: ReadonlyMap<string, string> = new Map(
  countries
    .filter((c) => c.region !== null && grouping(`en-${c.region}`) !== grouping('en-US'))
    .map((c) => [c.region as string, `en-${c.region}`] as const),
);

const siteOnlyLocales = new Set(englishOfRegion.values());

/**
 * The locale next-intl formats a site's messages with: the language's slug, except where the
 * country writes that language's numbers its own way (English on the India site is `en-IN`,
 * so a count reads 1,23,456). Messages still come from the language's catalogue, and URLs
 * still carry the slug: `languageSlugOf` turns this locale back into it.
 */
export function siteLocale(site: { language: Language; country: Country }): string {
  if (site.language.code === 'en' && site.country.region !== null) {
    return englishOfRegion.get(site.country.region) ?? site.language.slug;
  }
  return site.language.slug;
}

/** Whether `value` is a locale `siteLocale` can return. */
export function isSiteLocale(value: string | undefined | null): value is string {
  return isLanguageSlug(value) || (typeof value === 'string' && siteOnlyLocales.has(value));
}

/** The language slug of a site locale (`en-IN` → `en-us`); the default for anything else. */
export function languageSlugOf(locale: string | undefined | null): LanguageSlug {
  if (isLanguageSlug(locale)) return locale;
  if (!isSiteLocale(locale)) return defaultLanguageSlug;
  const primary = locale.split('-')[0]?.toLowerCase();
  return languages.find((l) => l.code.toLowerCase() === primary)?.slug ?? defaultLanguageSlug;
}

/** The BCP 47 tag `Intl` formats a site locale with (`en-us` → `en-US`, `en-IN` as is). */
export function intlLocaleOf(locale: string): string {
  if (isLanguageSlug(locale)) return languageBySlug(locale).intl;
  return isSiteLocale(locale) ? locale : languageBySlug(defaultLanguageSlug).intl;
}
