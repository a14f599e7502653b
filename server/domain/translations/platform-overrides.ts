import { type LanguageSlug, languageSlugs } from '@/lib/languages';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { translationContent, translationManifest } from './overrides';

/**
 * The runtime translations of the platform's own texts (docs/decisions/0037, 0082): an
 * `npm run i18n:set` or admin change of `Mail.footer` reaches the next mail, as a change of a
 * page's string reaches the next page. Each process holds every language's overrides and reads
 * again only the languages whose version moved, once a window (keepPlatformOverridesFresh);
 * platformText lays them over the bundled texts. Only overrides the bundled catalogue still
 * accepts arrive (translationContent), so a mail never formats a string with other placeholders.
 */
const held = new Map<LanguageSlug, { version: number; messages: ReadonlyMap<string, string> }>();
const none: ReadonlyMap<string, string> = new Map();

/** The overrides of `language` as last read; none before the first read. */
export function platformOverrides(language: LanguageSlug): ReadonlyMap<string, string> {
  return held.get(language)?.messages ?? none;
}

/** Reads the manifest, then the overrides of each language whose version changed since the last read. */
export async function refreshPlatformOverrides(db: Database): Promise<void> {
  const { versions } = await translationManifest(db);
  for (const language of languageSlugs) {
    if ((versions[language] ?? 0) === (held.get(language)?.version ?? 0)) continue;
    const content = await translationContent(db, language);
    held.set(language, { version: content.version, messages: new Map(Object.entries(content.messages)) });
  }
}

/** How long a changed text may take to reach the mail of a process (one read per window). */
export const platformOverridesWindowMs = 60_000;

/** Reads now and then once a window; a failed read keeps what was held (the bundled texts at first). Returns the stop. */
export function keepPlatformOverridesFresh(db: Database, logger: Logger, windowMs = platformOverridesWindowMs): () => void {
  const read = () =>
    refreshPlatformOverrides(db).catch((error: unknown) => logger.warn({ err: error }, 'runtime translations not read; the texts held stay'));
  void read();
  const timer = setInterval(read, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}
