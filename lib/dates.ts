import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ar';
import 'dayjs/locale/es';
import 'dayjs/locale/id';
import 'dayjs/locale/ja';
import 'dayjs/locale/ms';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/tr';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { LanguageSlug } from './languages';

dayjs.extend(localizedFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export const dayjsLocales: Record<LanguageSlug, string> = {
  'en-us': 'en',
  'zh-cn': 'zh-cn',
  'zh-tw': 'zh-tw',
  'ja-jp': 'ja',
  'es-es': 'es',
  'pt-br': 'pt-br',
  'ms-my': 'ms',
  'id-id': 'id',
  'tr-tr': 'tr',
  'ar-ae': 'ar',
};

// "3 days ago" is a catalogue message (`RelativeTime.ago`, lib/relative-time.ts), not dayjs's
// relative time, whose Arabic had no dual ("منذ 2 أيام" for "منذ يومين", issue 33).

/** A calendar date in the country's time zone and the reader's language ("December 19, 2026"). */
export function formatDate(date: string | Date, language: LanguageSlug, timeZone: string): string {
  return dayjs(date).tz(timeZone).locale(dayjsLocales[language]).format('LL');
}
