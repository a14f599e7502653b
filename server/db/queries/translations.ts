import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { translationOverrides, translationVersions } from '../schema';

/**
 * Runtime translations' overrides and their per-language versions (docs/decisions/0037): the
 * statements of server/domain/translations/overrides.ts, moved as written (issue 34). The
 * writes run in the caller's transaction, so an override and its version bump land together.
 */

/** Bumps the language's version (1 for its first change) and answers the new one. */
export async function bumpTranslationVersion(tx: Pick<Database, 'insert'>, language: string, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .insert(translationVersions)
    .values({ language, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: translationVersions.language, set: { version: sql`${translationVersions.version} + 1`, updatedAt: now } })
    .returning({ version: translationVersions.version });
  return row?.version;
}

/** Stores `value` as the language's text of `key`, replacing an override there was. */
export async function upsertOverride(tx: Database, override: { language: string; key: string; value: string }, now: Date): Promise<void> {
  const { language, key, value } = override;
  await tx
    .insert(translationOverrides)
    .values({ language, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [translationOverrides.language, translationOverrides.key], set: { value, updatedAt: now } });
}

/** Deletes the language's override of `key`; false when there was none. */
export async function deleteOverride(tx: Database, language: string, key: string): Promise<boolean> {
  const removed = await tx
    .delete(translationOverrides)
    .where(and(eq(translationOverrides.language, language), eq(translationOverrides.key, key)))
    .returning({ key: translationOverrides.key });
  return removed.length > 0;
}

/** Every language's version (a language never changed has no row). */
export function listTranslationVersions(db: Database) {
  return db.select({ language: translationVersions.language, version: translationVersions.version }).from(translationVersions);
}

/** The language's version; undefined when it was never changed. */
export async function translationVersion(db: Database, language: string): Promise<number | undefined> {
  const [row] = await db.select({ version: translationVersions.version }).from(translationVersions).where(eq(translationVersions.language, language));
  return row?.version;
}

/** The language's overrides, by key. */
export function listOverrides(db: Database, language: string) {
  return db
    .select({ key: translationOverrides.key, value: translationOverrides.value })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language))
    .orderBy(translationOverrides.key);
}
