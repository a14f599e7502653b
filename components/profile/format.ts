/** 'YYYY-MM' → "Mar 2019" in the reader's language (Intl, so each language orders it its way). */
export function formatMonth(month: string, locale: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "Mar 2019 – Aug 2022", or "Mar 2019 – Present". */
export function formatPeriod(from: string, to: string | null, locale: string, present: string): string {
  return `${formatMonth(from, locale)} – ${to ? formatMonth(to, locale) : present}`;
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
