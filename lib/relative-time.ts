import { dayjs } from './dayjs';

/**
 * How long ago something happened, as the parts of the `RelativeTime.ago` catalogue message
 * (i18n/messages/*.json): a unit and a whole count. The words, and each language's plural forms
 * for the count (Arabic's dual "منذ يومين" among them), are ICU messages in the catalogue, formatted
 * with CLDR's plural rules (issue 33); only the rounding lives here. The steps are dayjs's, which
 * the cards used before: under 45 s is "just now", then minutes to 45, hours to 22, days to 26,
 * months to 11, then years.
 */
export type RelativeUnit = 'now' | 'minute' | 'hour' | 'day' | 'month' | 'year';

// A type, not an interface: message values are records, and only type aliases are indexable.
export type RelativeParts = { unit: RelativeUnit; count: number };

export function relativeParts(date: string | Date, now: Date): RelativeParts {
  // A date a little ahead of the clock (a skewed server) reads as just now, never "in 2 minutes".
  const elapsed = dayjs.duration(Math.max(0, dayjs(now).diff(date)));
  if (elapsed.asSeconds() < 45) return { unit: 'now', count: 0 };
  const minutes = Math.round(elapsed.asMinutes());
  if (minutes < 45) return { unit: 'minute', count: Math.max(1, minutes) };
  const hours = Math.round(elapsed.asHours());
  if (hours < 22) return { unit: 'hour', count: Math.max(1, hours) };
  const days = Math.round(elapsed.asDays());
  if (days < 26) return { unit: 'day', count: Math.max(1, days) };
  const months = Math.round(days / 30.4375);
  if (months < 11) return { unit: 'month', count: Math.max(1, months) };
  return { unit: 'year', count: Math.max(1, Math.round(days / 365.25)) };
}
