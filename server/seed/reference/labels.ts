import type { LanguageCode } from '../../../lib/languages';

/** A label in every one of the ten product languages. */
export type SeedLabels = Record<LanguageCode, string>;

/** The languages job and company texts are written in (a country's local language or English). */
export type TextLanguage = 'en' | 'ja' | 'zh-TW' | 'id' | 'pt' | 'tr' | 'ar';

/**
 * Builds labels from positional arguments in the order of lib/languages.ts
 * (en, zh-CN, zh-TW, ja, es, pt, ms, id, tr, ar) so that each entry fits on one line.
 */
export function l(
  en: string,
  zhCN: string,
  zhTW: string,
  ja: string,
  es: string,
  pt: string,
  ms: string,
  id: string,
  tr: string,
  ar: string,
): SeedLabels {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW, ja, es, pt, ms, id, tr, ar };
}

/** Labels that are the same in every language, such as brand names. */
export function same(text: string): SeedLabels {
  return l(text, text, text, text, text, text, text, text, text, text);
}
