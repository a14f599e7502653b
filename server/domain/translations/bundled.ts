import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageSlug } from '@/lib/languages';
import { platformMessageFeatures, webMessageFeatures } from '@/lib/message-catalogues';
import { flattenMessages, type MessageTree } from '@/lib/message-overlay';

const webMessagesDir = fileURLToPath(new URL('../../../i18n/messages', import.meta.url));
const platformMessagesDir = fileURLToPath(new URL('../../messages', import.meta.url));

function readTree(file: string): MessageTree {
  // A feature without this language's file (tests/i18n fails on it) offers no keys rather than a 500.
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MessageTree) : {};
}

/**
 * The platform's own texts of one language (server/messages/{feature}/{slug}.json: mail, text
 * messages, digests, the default chat greeting), merged by namespace. The web never loads them.
 */
export function platformMessageTree(language: LanguageSlug): MessageTree {
  return Object.assign({}, ...platformMessageFeatures.map((feature) => readTree(join(platformMessagesDir, feature, `${language}.json`))));
}

/**
 * The bundled catalogue of one language, flattened to dotted keys: the web's messages as it ships
 * them (i18n/messages/{slug}.json and each web feature's {feature}/{slug}.json, as
 * i18n/catalogue.ts loads them) and the platform's own (platformMessageTree). Read from the
 * files once per language: the platform ships from the same tree as the web. Runtime
 * translations override keys of both (docs/decisions/0037, 0082).
 */
const cache = new Map<LanguageSlug, ReadonlyMap<string, string>>();

export function bundledMessages(language: LanguageSlug): ReadonlyMap<string, string> {
  const cached = cache.get(language);
  if (cached) return cached;
  const flat = new Map<string, string>();
  flattenMessages(readTree(join(webMessagesDir, `${language}.json`)), '', flat);
  for (const feature of webMessageFeatures) flattenMessages(readTree(join(webMessagesDir, feature, `${language}.json`)), '', flat);
  flattenMessages(platformMessageTree(language), '', flat);
  cache.set(language, flat);
  return flat;
}
