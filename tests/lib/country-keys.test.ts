import { describe, expect, it } from 'vitest';
import { countries, countryKeys, isCountryKey } from '@/lib/countries';
import { countryKeys as bareCountryKeys, isCountryKey as bareIsCountryKey } from '@/lib/country-keys';
import { isLanguageSlug as bareIsLanguageSlug, languageSlugs as bareLanguageSlugs } from '@/lib/language-slugs';
import { isLanguageSlug, languageSlugs, languages } from '@/lib/languages';

/**
 * The bare key lists the browser's first load reads (docs/decisions/0079) are the tables' keys,
 * in the tables' order: a country or language added to one and not the other fails here.
 */
describe('bare country keys and language slugs', () => {
  it('are the keys of the country table, in its order', () => {
    expect([...bareCountryKeys]).toEqual(countries.map((country) => country.key));
    expect(countryKeys).toEqual(countries.map((country) => country.key));
  });

  it('are the slugs of the language table, in its order', () => {
    expect([...bareLanguageSlugs]).toEqual(languages.map((language) => language.slug));
    expect(languageSlugs).toEqual(languages.map((language) => language.slug));
  });

  it('answer the same questions as the tables', () => {
    for (const value of ['ph', 'com', 'PH', 'xx', '', null, undefined, 'en-us', 'constructor']) {
      expect(bareIsCountryKey(value)).toBe(countries.some((country) => country.key === value));
      expect(isCountryKey(value)).toBe(bareIsCountryKey(value));
    }
    for (const value of ['en-us', 'ar-ae', 'EN-US', 'en', 'ph', '', null, undefined, 'toString']) {
      expect(bareIsLanguageSlug(value)).toBe(languages.some((language) => language.slug === value));
      expect(isLanguageSlug(value)).toBe(bareIsLanguageSlug(value));
    }
  });
});
