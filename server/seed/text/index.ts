import type { TextLanguage } from '../reference/labels';
import { ar } from './ar';
import { en } from './en';
import { id } from './id';
import { ja } from './ja';
import { pt } from './pt';
import { tr } from './tr';
import type { TextPack } from './types';
import { zhTW } from './zh-tw';

export type { CompanyTextContext, JobTextContext, TextPack } from './types';

export const textPacks: Record<TextLanguage, TextPack> = { en, ja, 'zh-TW': zhTW, id, pt, tr, ar };

const listFormats = new Map<TextLanguage, Intl.ListFormat>();
const numberFormats = new Map<TextLanguage, Intl.NumberFormat>();
const languageNames = new Map<TextLanguage, Intl.DisplayNames>();

/** "A, B and C" the way the language writes it ("A、B、C", "A وB وC"). */
export function joinList(language: TextLanguage, items: string[]): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(textPacks[language].locale, { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}

export function formatCount(language: TextLanguage, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(textPacks[language].locale);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

/** The name of a spoken language (BCP 47 code such as 'en', 'yue') in the text's language. */
export function languageName(language: TextLanguage, spoken: string): string {
  let names = languageNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([textPacks[language].locale], { type: 'language' });
    languageNames.set(language, names);
  }
  return names.of(spoken) ?? spoken;
}

/** "GMT+8" for a time zone at a given instant, so remote jobs state their working hours. */
export function utcOffsetLabel(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}
