import { createTranslator } from 'next-intl';
import { requestLimits, sizeText } from '@/lib/request-limits';
import { defaultLanguageSlug, findLanguage, type LanguageSlug } from '@/lib/languages';
import arAe from './messages/requestLimits/ar-ae.json';
import enUs from './messages/requestLimits/en-us.json';
import esEs from './messages/requestLimits/es-es.json';
import idId from './messages/requestLimits/id-id.json';
import jaJp from './messages/requestLimits/ja-jp.json';
import msMy from './messages/requestLimits/ms-my.json';
import ptBr from './messages/requestLimits/pt-br.json';
import trTr from './messages/requestLimits/tr-tr.json';
import zhCn from './messages/requestLimits/zh-cn.json';
import zhTw from './messages/requestLimits/zh-tw.json';

/**
 * The words of the web's own refusals of a request body (too large, nested too deeply), in the
 * caller's language. Only this namespace is imported, so the Edge middleware (the `/api` gate)
 * can say them without carrying the whole catalogue.
 */
const catalogues: Record<LanguageSlug, typeof enUs> = {
  'en-us': enUs,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ja-jp': jaJp,
  'es-es': esEs,
  'pt-br': ptBr,
  'ms-my': msMy,
  'id-id': idId,
  'tr-tr': trTr,
  'ar-ae': arAe,
};

function translatorFor(language: LanguageSlug) {
  return createTranslator({ locale: language, messages: catalogues[language], namespace: 'RequestLimits' });
}

/** The language a request's Language-Id header names (an id or a slug), else English. */
export function languageOfHeader(value: string | null): LanguageSlug {
  return findLanguage(value)?.slug ?? defaultLanguageSlug;
}

export function bodyTooLargeMessage(language: LanguageSlug, bytes: number): string {
  return translatorFor(language)('tooLarge', { size: sizeText(bytes) });
}

export function bodyTooDeepMessage(language: LanguageSlug): string {
  return translatorFor(language)('tooDeep', { depth: requestLimits.depth });
}
