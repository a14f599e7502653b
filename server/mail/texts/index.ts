import type { LanguageSlug } from '@/lib/languages';
import { arAe } from './ar-ae';
import { enUs } from './en-us';
import { esEs } from './es-es';
import { idId } from './id-id';
import { jaJp } from './ja-jp';
import { msMy } from './ms-my';
import { ptBr } from './pt-br';
import { trTr } from './tr-tr';
import type { MessageTexts } from './types';
import { zhCn } from './zh-cn';
import { zhTw } from './zh-tw';

/** The messages in each of the ten languages; a test checks they have the same keys and placeholders. */
export const messageTexts: Record<LanguageSlug, MessageTexts> = {
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
