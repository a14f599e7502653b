import { describe, expect, it } from 'vitest';
import { countryDisplayName, countryOptions } from '@/lib/country-name';

describe('country names', () => {
  it('calls Hong Kong and Macau by their short names in every language', () => {
    expect(countryDisplayName('hk', 'en', 'International')).toBe('Hong Kong');
    expect(countryDisplayName('mo', 'pt', 'Internacional')).toBe('Macau');
    expect(countryDisplayName('hk', 'ja', '海外')).toBe('香港');
    expect(countryDisplayName('hk', 'zh-Hant', '國際')).toBe('香港');
    expect(countryDisplayName('hk', 'ar', 'دولي')).toBe('هونغ كونغ');
    for (const language of ['en', 'zh-Hans', 'zh-Hant', 'ja', 'es', 'pt', 'ms', 'id', 'tr', 'ar']) {
      for (const key of ['hk', 'mo'] as const) {
        expect(countryDisplayName(key, language, 'x')).not.toMatch(/SAR|RAE|特别|特別|ÖİB|DAK|منطقة/);
      }
    }
  });

  it('keeps the full name of other countries (the short form would abbreviate)', () => {
    expect(countryDisplayName('ph', 'en', 'International')).toBe('Philippines');
    expect(countryDisplayName('sg', 'ja', '海外')).toBe('シンガポール');
  });

  it('lists every site, the International one by the name it is given', () => {
    const options = countryOptions('en', 'Worldwide');
    expect(options.find((o) => o.value === 'hk')?.label).toBe('Hong Kong');
    expect(options.some((o) => o.label === 'Worldwide')).toBe(true);
  });
});
