import { describe, expect, it } from 'vitest';
import { countries } from '@/lib/countries';
import { languageBySlug, languages } from '@/lib/languages';
import { amountLocale, salaryFilterLabel } from '@/server/domain/salary-filter-labels';
import { salaryRangeFilters } from '@/server/seed/reference/salary-range-filters';

const site = (key: string) => countries.find((c) => c.key === key) as (typeof countries)[number];
const en = languageBySlug('en-us');
const ja = languageBySlug('ja-jp');

describe('salary filter labels in the reader\'s units', () => {
  it('writes yen in Japanese as 万円', () => {
    expect(salaryFilterLabel({ key: '200K - 250K', from: 200_000, to: 250_000 }, 'JPY', ja, site('jp'))).toBe('20万 ～ 25万円');
    expect(salaryFilterLabel({ key: 'Below 200K', from: 0, to: 200_000 }, 'JPY', ja, site('jp'))).toBe('20万円以下');
    expect(salaryFilterLabel({ key: 'Above 700K', from: 700_001, to: null }, 'JPY', ja, site('jp'))).toBe('70万円以上');
  });

  it('counts in lakhs in Indian English and in thousands elsewhere', () => {
    expect(salaryFilterLabel({ key: '100K - 200K', from: 100_000, to: 200_000 }, 'INR', en, site('in'))).toBe('1L – 2L');
    expect(salaryFilterLabel({ key: '30K - 50K', from: 30_000, to: 50_000 }, 'PHP', en, site('ph'))).toBe('30K – 50K');
    expect(amountLocale(en, site('in'))).toBe('en-IN');
    expect(new Intl.NumberFormat(amountLocale(en, site('in'))).format(1_234_567)).toBe('12,34,567');
    expect(amountLocale(ja, site('in'))).toBe('ja-JP');
  });

  it('keeps core spec §5\'s "Above 200K" reading from its threshold though it is capped at 400K', () => {
    expect(salaryFilterLabel({ key: 'Above 200K', from: 200_001, to: 400_000 }, 'PHP', en, site('ph'))).toBe('Above 200K');
  });

  it('gives every seeded filter a label in every language, none of them empty or the raw key in CJK', () => {
    for (const language of languages) {
      for (const filter of salaryRangeFilters) {
        const extra = filter.extra as { currency: string; from: number; to: number | null };
        const label = salaryFilterLabel({ key: filter.key, from: extra.from, to: extra.to }, extra.currency, language, site('ph'));
        expect(label.trim().length).toBeGreaterThan(1);
        if (language.code === 'ja' && extra.from >= 10_000) expect(label).not.toMatch(/K\b/);
      }
    }
  });
});
