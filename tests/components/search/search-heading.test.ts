import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { sitePlace } from '@/lib/country-name';
import { searchHeading } from '@/components/search/search-heading';
import { loadMessages } from '@/i18n/catalogue';
import { internationalCountryKey } from '@/lib/countries';
import { languages } from '@/lib/languages';
import type { SearchLocation } from '@/lib/search-url';

type Translate = (key: string, values?: Record<string, string>) => string;

const all: SearchLocation = { keyword: '', location: null, filters: {}, sort: null, page: 1 };
const sales: SearchLocation = { ...all, keyword: 'sales' };

describe('search headings name the place the way a reader says it', () => {
  for (const language of languages) {
    it(`${language.slug}: the International site says "worldwide", a country site names its country`, async () => {
      const messages = await loadMessages(language.slug);
      const t = createTranslator({ locale: language.slug, messages, namespace: 'SearchPage' }) as unknown as Translate;
      const meta = createTranslator({ locale: language.slug, messages, namespace: 'Metadata' }) as unknown as Translate;
      const international = meta('internationalName');

      expect(international.length).toBeGreaterThan(1);
      const worldwide = sitePlace(internationalCountryKey, language.code, international);
      for (const heading of [searchHeading(t, all, null, worldwide), searchHeading(t, sales, null, worldwide)]) {
        expect(heading).not.toContain(international);
        expect(heading.length).toBeGreaterThan(2);
      }
      expect(searchHeading(t, sales, null, worldwide, language.intl).toLocaleLowerCase(language.intl)).toContain('sales');
      expect(meta('homeTitle', worldwide)).not.toContain(international);

      const japan = sitePlace('jp', language.code, international);
      expect(searchHeading(t, all, null, japan)).toContain(japan.country);
      expect(meta('homeTitle', japan)).toContain(japan.country);
    });
  }
});

describe('headings as a native writes them (issue 33, item 6)', () => {
  it('English names the Philippines, the United Arab Emirates, the United States and the United Kingdom with "the"', async () => {
    const messages = await loadMessages('en-us');
    const t = createTranslator({ locale: 'en-us', messages, namespace: 'SearchPage' }) as unknown as Translate;
    expect(searchHeading(t, all, null, sitePlace('ph', 'en', 'International'))).toBe('Jobs in the Philippines');
    expect(searchHeading(t, all, null, sitePlace('ae', 'en', 'International'))).toBe('Jobs in the United Arab Emirates');
    expect(searchHeading(t, all, null, sitePlace('jp', 'en', 'International'))).toBe('Jobs in Japan');
    expect(sitePlace('ph', 'es', 'Internacional').country).toBe('Filipinas');
  });

  it('starts with a capital when it starts with the keyword as typed, in the page’s locale', async () => {
    const messages = await loadMessages('en-us');
    const t = createTranslator({ locale: 'en-us', messages, namespace: 'SearchPage' }) as unknown as Translate;
    const engineer = { ...all, keyword: 'software engineer' };
    expect(searchHeading(t, engineer, null, sitePlace('ph', 'en', 'International'), 'en-US')).toBe('Software engineer jobs in the Philippines');
    expect(searchHeading(t, engineer, 'Manila', sitePlace('ph', 'en', 'International'), 'en-US')).toBe('Software engineer jobs in Manila');
    const turkish = await loadMessages('tr-tr');
    const tt = createTranslator({ locale: 'tr-tr', messages: turkish, namespace: 'SearchPage' }) as unknown as Translate;
    const heading = searchHeading(tt, { ...all, keyword: 'işçi' }, 'İstanbul', sitePlace('tr', 'tr', 'Uluslararası'), 'tr-TR');
    expect(heading.startsWith('İ') || !heading.startsWith('i')).toBe(true);
  });
});

