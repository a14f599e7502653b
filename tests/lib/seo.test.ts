import { describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { languageBySlug } from '@/lib/languages';
import { alternateLanguages, hreflang, pageUrl } from '@/lib/seo';

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
