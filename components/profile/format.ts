/** 'YYYY-MM' → "Mar 2019" in the reader's language (Intl, so each language orders it its way). */
export function formatMonth(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** 'YYYY' or 'YYYY-MM' → the year alone in the reader's language ("2019", "2019年"). */
export function formatYear(value: string, locale: string): string {
  const year = Number(value.slice(0, 4));
  if (!year) return value;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, 0, 1)));
}

/**
 * "Mar 2019 – Aug 2022", or "Mar 2019 – Present"; an end the resume import gave as a year alone
 * (decision 0070) is shown as the year: "2019 – 2024".
 */
export function formatPeriod(
  from: string,
  to: string | null,
  locale: string,
  present: string,
  yearOnly: { from?: boolean; to?: boolean } = {},
): string {
  const start = yearOnly.from ? formatYear(from, locale) : formatMonth(from, locale);
  const end = to ? (yearOnly.to ? formatYear(to, locale) : formatMonth(to, locale)) : present;
  return `${start} – ${end}`;
}

/** 'YYYY-MM-DD' → the day in the reader's language. */
export function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
}

export function formatAmount(amount: number, currency: string | null, locale: string): string {
  if (!currency) return new Intl.NumberFormat(locale).format(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${currency.toUpperCase()} ${new Intl.NumberFormat(locale).format(amount)}`;
  }
}
