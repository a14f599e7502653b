import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageSlug } from '@/lib/languages';
import { flattenMessages, type MessageTree } from '@/lib/message-overlay';

const messagesDir = fileURLToPath(new URL('../../../i18n/messages', import.meta.url));

/**
 * The bundled catalogue of one language as the web ships it (i18n/messages/{slug}.json and
 * every feature's {feature}/{slug}.json), flattened to dotted keys. Read from the files, once
 * per language: the platform ships from the same tree as the web.
 */
const cache = new Map<LanguageSlug, ReadonlyMap<string, string>>();

export function bundledMessages(language: LanguageSlug, dir = messagesDir): ReadonlyMap<string, string> {
  const cached = dir === messagesDir ? cache.get(language) : undefined;
  if (cached) return cached;
  const files = [join(dir, `${language}.json`)];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(join(dir, entry.name, `${language}.json`));
  }
  const flat = new Map<string, string>();
  for (const file of files) {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
    flattenMessages(tree, '', flat);
  }
  if (dir === messagesDir) cache.set(language, flat);
  return flat;
}
