import type { Salary } from './schemas/job';

/**
 * A salary range in its own currency and the reader's number format, or null when the job
 * shows its salary type instead (Negotiable, Unpaid, or no range given).
 */
export function formatSalaryRange(salary: Salary, locale: string): string | null {
  if (salary.type === 'negotiable' || salary.type === 'unpaid') return null;
  const { from, to } = salary;
  if (from === null && to === null) return null;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  if (from !== null && to !== null && from !== to) return format.formatRange(from, to);
  return format.format((from ?? to) as number);
}
