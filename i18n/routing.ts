import { defineRouting } from 'next-intl/routing';
import { defaultLanguageSlug, languageSlugs } from '@/lib/languages';

/**
 * The one definition of languages and prefixes. Every public URL starts with a language slug;
 * the language a visitor lands on is their stored choice, then Accept-Language, then the
 * country's default (the middleware gives each country its own default).
 */
export const routing = defineRouting({
  locales: languageSlugs,
  defaultLocale: defaultLanguageSlug,
  localePrefix: 'always',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  // hreflang is written per page with every country site, not by the middleware.
  alternateLinks: false,
});
