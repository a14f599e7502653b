import dayjs from 'dayjs';
import { dayjsLocales } from '@/lib/dates';
import type { LanguageSlug } from '@/lib/languages';

/**
 * Interview times for the seeker (issue 11): the date and time in their language, on the
 * wall clock of the interview's own zone, not the browser's, so "10:00 in Manila" reads 10:00
 * wherever the seeker is. lib/dates registers dayjs's utc, timezone and locale plugins.
 */
export function formatInterviewTime(instant: string | Date, language: LanguageSlug, timeZone: string): string {
  return dayjs(instant).tz(timeZone).locale(dayjsLocales[language]).format('llll');
}

export function formatClockTime(instant: string | Date, language: LanguageSlug, timeZone: string): string {
  return dayjs(instant).tz(timeZone).locale(dayjsLocales[language]).format('LT');
}

/** "1:05:09" or "2 d 03:00:00"-like countdown parts, language neutral digits. */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** The countdown in the reader's language ("1 hr, 5 min"), with Intl's duration-like unit formatting. */
export function formatCountdown(ms: number, language: string): string {
  const { days, hours, minutes } = countdownParts(ms);
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = days > 0 ? [unit(days, 'day'), unit(hours, 'hour')] : hours > 0 ? [unit(hours, 'hour'), unit(minutes, 'minute')] : [unit(Math.max(minutes, 1), 'minute')];
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
