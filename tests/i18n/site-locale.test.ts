import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { countries, countryByKey } from '@/lib/countries';
import { formatMessage } from '@/lib/format-message';
import { languageBySlug, languages } from '@/lib/languages';
import { formatSalaryRange } from '@/lib/salary';
import { intlLocaleOf, isSiteLocale, languageSlugOf, siteLocale } from '@/lib/site-locale';

vi.mock('next-intl/server', () => ({ getRequestConfig: <T>(create: T) => create }));
vi.mock('@/services/server-translations', () => ({ runtimeTranslations: async () => ({}) }));

const site = (lang: string, country: string) => ({
  language: languageBySlug(lang as never),
  country: countryByKey(country as never),
});

async function requestConfig(requested: string | undefined) {
  const { default: create } = await import('@/i18n/request');
  // The mocked getRequestConfig hands back the function the app gives next-intl.
  const config = await (create as unknown as (p: { requestLocale: Promise<string | undefined> }) => Promise<{ locale: string; messages: Record<string, Record<string, string>> }>)({
    requestLocale: Promise.resolve(requested),
  });
  return config;
}

describe('site locale', () => {
  it('is the language slug on every site, except English where the country groups numbers its own way', () => {
    for (const language of languages) {
      for (const country of countries) {
        const locale = siteLocale({ language, country });
        expect(isSiteLocale(locale)).toBe(true);
        expect(languageSlugOf(locale)).toBe(language.slug);
        if (language.code === 'en' && (country.key === 'in' || country.key === 'id')) continue;
        expect(locale).toBe(language.slug);
      }
    }
    expect(siteLocale(site('en-us', 'in'))).toBe('en-IN');
    expect(siteLocale(site('en-us', 'id'))).toBe('en-ID');
    expect(siteLocale(site('id-id', 'id'))).toBe('id-id');
    expect(siteLocale(site('en-us', 'com'))).toBe('en-us');
  });

  it('maps back to the slug for URLs and to a BCP 47 tag for Intl, and refuses anything else', () => {
    expect(languageSlugOf('en-IN')).toBe('en-us');
    expect(languageSlugOf('ja-jp')).toBe('ja-jp');
    expect(languageSlugOf('en-GB')).toBe('en-us');
    expect(languageSlugOf('xx-yy')).toBe('en-us');
    expect(isSiteLocale('en-GB')).toBe(false);
    expect(isSiteLocale('../etc')).toBe(false);
    expect(intlLocaleOf('ar-ae')).toBe('ar-AE');
    expect(intlLocaleOf('en-IN')).toBe('en-IN');
    expect(intlLocaleOf('nonsense')).toBe('en-US');
  });

  it('formats the India site’s counts the Indian way, in server messages and in client islands', async () => {
    const config = await requestConfig(siteLocale(site('en-us', 'in')));
    expect(config.locale).toBe('en-IN');
    const t = createTranslator({ locale: config.locale, messages: config.messages, namespace: 'SearchPage' });
    expect(t('resultCount', { count: 1234567 })).toBe('12,34,567 jobs');
    const message = config.messages.SearchPage?.resultCount ?? '';
    expect(formatMessage(message, intlLocaleOf(config.locale), { count: 1234567 })).toBe('12,34,567 jobs');

    const us = await requestConfig(siteLocale(site('en-us', 'us')));
    expect(us.locale).toBe('en-us');
    expect(createTranslator({ locale: us.locale, messages: us.messages, namespace: 'SearchPage' })('resultCount', { count: 1234567 })).toBe(
      '1,234,567 jobs',
    );
    // The same English catalogue on both sites.
    expect(us.messages.SearchPage?.resultCount).toBe(message);
  });

  it('keeps counts and salaries of one site in one grouping', () => {
    const india = site('en-us', 'in');
    const salary = formatSalaryRange({ type: 'monthly', from: 150000, to: 250000, currency: 'INR' } as never, india.language.intl);
    expect(salary).toContain('1,50,000');
    expect(new Intl.NumberFormat(intlLocaleOf(siteLocale(india))).format(150000)).toBe('1,50,000');
  });

  it('falls back to the default language for a locale no site has', async () => {
    const config = await requestConfig('en-GB');
    expect(config.locale).toBe('en-us');
    const none = await requestConfig(undefined);
    expect(none.locale).toBe('en-us');
    const ja = await requestConfig('ja-jp');
    expect(createTranslator({ locale: ja.locale, messages: ja.messages, namespace: 'SearchPage' })('resultCount', { count: 3 })).toBe('求人 3件');
  });
});
