import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { above, below } from '../seed/reference/salary-range-filters';

/** A stored salary filter: its key ("Below 30K", "30K - 50K", "Above 200K") and bounds. */
export interface SalaryFilter {
  key: string;
  from: number;
  to: number | null;
}

/**
 * The locale whose numbers a reader of this site expects: English takes the country's own
 * English ("en-IN" writes 2L and 12,34,567), every other language its usual one.
 */
export function amountLocale(language: Pick<Language, 'code' | 'intl'>, country: Pick<Country, 'region'>): string {
  return language.code === 'en' && country.region ? `en-${country.region}` : language.intl;
}

/**
 * A salary filter's label in the reader's units (platform spec, search filters): compact numbers
 * the way the language counts them — "30K – 50K", "3万～5万", "2L – 4L" in Indian English — and
 * yen in Japanese as 万円, the way Japanese job ads write monthly pay. The key stays the compact
 * English form the URL carries.
 */
export function salaryFilterLabel(filter: SalaryFilter, currency: string, language: Language, country: Pick<Country, 'region'>): string {
  const yenInJapanese = language.code === 'ja' && currency === 'JPY';
  const format = new Intl.NumberFormat(amountLocale(language, country), {
    notation: 'compact',
    maximumFractionDigits: 1,
    ...(yenInJapanese ? { style: 'currency', currency, currencyDisplay: 'name' } : {}),
  });
  if (filter.key.startsWith('Below ') && filter.to !== null) return below[language.code](format.format(filter.to));
  // "Above 200K" starts at 200,001 (core spec §5) and reads from its threshold.
  if (filter.key.startsWith('Above ') || filter.to === null) return above[language.code](format.format(filter.from - 1));
  return format.formatRange(filter.from, filter.to);
}
