import { argumentDifferences, IcuSyntaxError, messageArguments } from '@/lib/icu-arguments';
import { type LanguageSlug, languageSlugs } from '@/lib/languages';
import type { TranslationChange, TranslationContent, TranslationManifest } from '@/lib/schemas/translations';
import type { Database } from '../../db/client';
import {
  bumpTranslationVersion,
  deleteOverride,
  listOverrides,
  listTranslationVersions,
  translationVersion,
  upsertOverride,
} from '../../db/queries/translations';
import { bundledMessages } from './bundled';

/**
 * Runtime translations (core spec §7, §9; docs/decisions/0037): overrides of the bundled
 * messages per language, and a version per language that every change bumps, so the web
 * refetches a language's content only when its version moved.
 */

/** Why an override is refused, per field (the route turns it into a 422 with field errors). */
export type OverrideProblems = Partial<Record<'key' | 'value', string[]>>;

/**
 * The problems of `value` as the text of `key` in `language`: the key must be a bundled string,
 * and the value a well-formed ICU message with the bundled string's placeholders.
 */
export function overrideProblems(language: LanguageSlug, key: string, value: string | null): OverrideProblems {
  const bundled = bundledMessages(language).get(key);
  if (bundled === undefined) return { key: [`"${key}" is not a message of the bundled catalogue`] };
  if (value === null) return {};
  let actual: ReturnType<typeof messageArguments>;
  try {
    actual = messageArguments(value);
  } catch (error) {
    if (error instanceof IcuSyntaxError) return { value: [`The text is not a valid ICU message: ${error.message}`] };
    throw error;
  }
  const differences = argumentDifferences(messageArguments(bundled), actual);
  if (differences.length > 0) return { value: [`The placeholders must match the original "${bundled}": ${differences.join('; ')}`] };
  return {};
}

async function bumpVersion(tx: Pick<Database, 'insert'>, language: LanguageSlug, now: Date): Promise<number> {
  const version = await bumpTranslationVersion(tx, language, now);
  if (version === undefined) throw new Error('The translation version was not written');
  return version;
}

/** Stores `value` as the text of `key` and bumps the language's version. Check it first. */
export async function setOverride(db: Database, language: LanguageSlug, key: string, value: string, now: Date): Promise<TranslationChange> {
  return db.transaction(async (tx) => {
    await upsertOverride(tx, { language, key, value }, now);
    return { language, key, version: await bumpVersion(tx, language, now) };
  });
}

/** Removes the override of `key` (the bundled text is back) and bumps the version; null when there was none. */
export async function removeOverride(db: Database, language: LanguageSlug, key: string, now: Date): Promise<TranslationChange | null> {
  return db.transaction(async (tx) => {
    if (!(await deleteOverride(tx, language, key))) return null;
    return { language, key, version: await bumpVersion(tx, language, now) };
  });
}

export async function translationManifest(db: Database): Promise<TranslationManifest> {
  const rows = await listTranslationVersions(db);
  const versions: Record<string, number> = Object.fromEntries(languageSlugs.map((slug) => [slug, 0]));
  for (const row of rows) if (row.language in versions) versions[row.language] = row.version;
  return { versions };
}

/**
 * A language's overrides at its current version (read together). An override the bundled
 * catalogue no longer accepts (a deploy renamed the key or changed its placeholders) is left
 * out, so the web never formats a string against arguments it does not pass. The version is
 * read before the rows: content newer than its version only makes the web fetch it once more,
 * while older content under a newer version would stay until the next change.
 */
export async function translationContent(db: Database, language: LanguageSlug): Promise<TranslationContent> {
  return db.transaction(async (tx) => {
    const version = await translationVersion(tx, language);
    const rows = await listOverrides(tx, language);
    const messages: Record<string, string> = {};
    for (const row of rows) {
      if (Object.keys(overrideProblems(language, row.key, row.value)).length === 0) messages[row.key] = row.value;
    }
    return { language, version: version ?? 0, messages };
  });
}
