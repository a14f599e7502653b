import { describe, expect, it } from 'vitest';
import { countries, countryByKey } from '@/lib/countries';
import { languageBySlug, languages } from '@/lib/languages';
import { alternateLanguages, hreflang, pageAlternates, pageUrl } from '@/lib/seo';

const pattern = 'https://{key}.hireloop.example';

describe('hreflang', () => {
  it('combines the language with the site’s region', () => {
    expect(hreflang(languageBySlug('ja-jp'), countryByKey('jp'))).toBe('ja-JP');
    expect(hreflang(languageBySlug('zh-tw'), countryByKey('hk'))).toBe('zh-Hant-HK');
    expect(hreflang(languageBySlug('en-us'), countryByKey('com'))).toBe('en');
  });

  it('is unique for every (language, country site) pair', () => {
    const links = alternateLanguages(pattern, '/');
    expect(Object.keys(links)).toHaveLength(18 * 10 + 1);
    expect(new Set(Object.values(links)).size).toBe(18 * 10);
  });

  it('puts x-default on the International site in English', () => {
    expect(alternateLanguages(pattern, '/remote-jobs')['x-default']).toBe('https://com.hireloop.example/en-us/remote-jobs');
  });

  it('lists only the given sites, with x-default on the first in its own language when International is not among them', () => {
    const links = alternateLanguages(pattern, '/job/nurse-12', ['ph']);
    expect(Object.keys(links)).toHaveLength(11);
    expect(links['en-PH']).toBe('https://ph.hireloop.example/en-us/job/nurse-12');
    expect(links['x-default']).toBe('https://ph.hireloop.example/en-us/job/nurse-12');
    expect(alternateLanguages(pattern, '/job/satis-7', ['tr'])['x-default']).toBe('https://tr.hireloop.example/tr-tr/job/satis-7');
  });

  it('builds a page URL without a trailing slash for the home page', () => {
    expect(pageUrl(pattern, 'jp', languageBySlug('ja-jp'), '/')).toBe('https://jp.hireloop.example/ja-jp');
  });
});

/**
 * Reciprocity on every site (moved from e2e/seo-consistency.spec.ts, which reads it on three
 * sites; docs/decisions/0073): each page of a set is named under its own hreflang, so every
 * alternate lists the page back; x-default is one of the set's pages.
 */
describe('hreflang sets on every site', () => {
  const everySite = countries.map((country) => country.key);

  it('a page on every site and in every language lists itself under its hreflang, with x-default one of the set', () => {
    for (const path of ['/', '/remote-jobs', '/web3-jobs', '/courses']) {
      const links = alternateLanguages(pattern, path);
      for (const key of everySite) {
        for (const language of languages) {
          const url = pageUrl(pattern, key, language, path);
          expect(links[hreflang(language, countryByKey(key))], url).toBe(url);
        }
      }
      expect(Object.values(links), path).toContain(links['x-default']);
    }
  });

  it('a page of one site lists that site in every language, with x-default in the site’s SEO language', () => {
    for (const country of countries) {
      const path = `/job/nurse-${country.id}`;
      const links = alternateLanguages(pattern, path, [country.key]);
      expect(Object.keys(links), country.key).toHaveLength(languages.length + 1);
      for (const language of languages) expect(links[hreflang(language, country)]).toBe(pageUrl(pattern, country.key, language, path));
      expect(links['x-default'], country.key).toBe(pageUrl(pattern, country.key, languageBySlug(country.seoLanguage), path));
    }
  });
});

describe('pageAlternates', () => {
  const site = { country: countryByKey('jp'), language: languageBySlug('ja-jp') };

  it('gives the canonical URL on this site in this language and the alternates of every site', () => {
    const alternates = pageAlternates(pattern, site, '/remote-jobs');
    expect(alternates.canonical).toBe('https://jp.hireloop.example/ja-jp/remote-jobs');
    expect(alternates.languages).toEqual(alternateLanguages(pattern, '/remote-jobs'));
    expect(Object.keys(alternates.languages ?? {})).toHaveLength(18 * 10 + 1);
  });

  it('lists only the own site in every language for a page of one site', () => {
    const alternates = pageAlternates(pattern, site, '/job/nurse-12', { ownSiteOnly: true });
    expect(alternates.languages).toEqual(alternateLanguages(pattern, '/job/nurse-12', ['jp']));
    expect(alternates.languages?.['ja-JP']).toBe(alternates.canonical);
  });

  it('keeps the canonical and lists no alternates for a page kept out of the index', () => {
    expect(pageAlternates(pattern, site, '/job/nurse-12', { ownSiteOnly: true, indexable: false })).toEqual({
      canonical: 'https://jp.hireloop.example/ja-jp/job/nurse-12',
      languages: undefined,
    });
  });
});
