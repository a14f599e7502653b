import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { sitePlace } from '@/components/layout/country-name';
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
      expect(searchHeading(t, sales, null, worldwide)).toContain('sales');
      expect(meta('homeTitle', worldwide)).not.toContain(international);

      const japan = sitePlace('jp', language.code, international);
      expect(searchHeading(t, all, null, japan)).toContain(japan.country);
      expect(meta('homeTitle', japan)).toContain(japan.country);
    });
  }
});
