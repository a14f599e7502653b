import { countries } from './countries';
import { englishOfRegion } from './site-locale';
import type { Salary } from './schemas/job';

/**
 * Currencies whose home country writes English numbers its own way (Indian English: 12,34,567):
 * an English reader sees those amounts grouped as that country's English does.
 */
const englishOfCurrency = new Map<string, string>(
  countries.flatMap((c) => {
    const english = c.region === null ? undefined : englishOfRegion.get(c.region);
    return english ? [[c.currency, english] as const] : [];
  }),
);

/** The locale an amount in `currency` is written in for a reader of `locale`. */
export function amountLocaleFor(locale: string, currency: string): string {
  return locale.startsWith('en') ? (englishOfCurrency.get(currency) ?? locale) : locale;
}

/**
 * A salary range in its own currency and the reader's number format, or null when the job
 * shows its salary type instead (Negotiable, Unpaid, or no range given).
 */
export function formatSalaryRange(salary: Salary, locale: string): string | null {
  if (salary.type === 'negotiable' || salary.type === 'unpaid') return null;
  const { from, to } = salary;
  if (from === null && to === null) return null;
  const format = new Intl.NumberFormat(amountLocaleFor(locale, salary.currency), {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  if (from !== null && to !== null && from !== to) return format.formatRange(from, to);
  return format.format((from ?? to) as number);
}
