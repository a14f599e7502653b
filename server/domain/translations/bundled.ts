import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The one list of message features the web loads (a constant; the loader itself is not used here).
import { messageFeatures } from '@/i18n/catalogue';
import type { LanguageSlug } from '@/lib/languages';
import { flattenMessages, type MessageTree } from '@/lib/message-overlay';

const messagesDir = fileURLToPath(new URL('../../../i18n/messages', import.meta.url));

/**
 * The bundled catalogue of one language as the web ships it (i18n/messages/{slug}.json and
 * each registered feature's {feature}/{slug}.json, as i18n/catalogue.ts loads them), flattened
 * to dotted keys. Read from the files once per language: the platform ships from the same
 * tree as the web.
 */
const cache = new Map<LanguageSlug, ReadonlyMap<string, string>>();

export function bundledMessages(language: LanguageSlug): ReadonlyMap<string, string> {
  const cached = cache.get(language);
  if (cached) return cached;
  const files = [join(messagesDir, `${language}.json`), ...messageFeatures.map((feature) => join(messagesDir, feature, `${language}.json`))];
  const flat = new Map<string, string>();
  for (const file of files) {
    // A feature without this language's file (tests/i18n fails on it) offers no keys rather than a 500.
    if (!existsSync(file)) continue;
    flattenMessages(JSON.parse(readFileSync(file, 'utf8')) as MessageTree, '', flat);
  }
  cache.set(language, flat);
  return flat;
}
