import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { chatLimits } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import {
  type ChatGreetingRow,
  countGreetings,
  countPhrases,
  deleteGreetingRow,
  deletePhraseRow,
  findChatSettings,
  findGreeting,
  insertDefaultGreeting,
  insertGreeting,
  insertPhrase,
  listGreetingRows,
  listPhraseRows,
  selectOldestGreeting,
  selectOnlyGreeting,
  updateGreetingText,
  updatePhraseText,
  upsertChatSettings,
} from '../db/queries/chat-phrases';
import { lockUser, userLanguageSlug } from '../db/queries/users';
import { AppError } from '../http/app-error';
import { platformText } from '../messages/platform-text';

/**
 * Common phrases (up to 20 kept, 10 offered in chat) and greeting messages (up to 10, one
 * selected) of an account, and its chat settings (platform spec §5, §9). The text rules are
 * the shared schemas' (lib/chat-text-rules.ts); here: limits and ownership.
 */

const iso = (value: Date) => value.toISOString();

export async function listPhrases(db: Database, userId: number, limit: number) {
  const rows = await listPhraseRows(db, userId, limit);
  return rows.map((row) => ({ id: row.id, text: row.text, created_at: iso(row.createdAt) }));
}

export async function createPhrase(db: Database, userId: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    // Serialises concurrent creates of one account, so the limit holds.
    await lockUser(tx, userId);
    if ((await countPhrases(tx, userId)) >= chatLimits.phrasesInSettings) {
      throw AppError.validation({ text: [`You can keep at most ${chatLimits.phrasesInSettings} common phrases`] });
    }
    const row = await insertPhrase(tx, userId, text, now);
    if (!row) throw new Error('phrase not inserted');
    return { id: row.id, text: row.text, created_at: iso(row.createdAt) };
  });
}

export async function updatePhrase(db: Database, userId: number, id: number, text: string) {
  const row = await updatePhraseText(db, userId, id, text);
  if (!row) throw AppError.notFound('Phrase');
  return { id: row.id, text: row.text, created_at: iso(row.createdAt) };
}

export async function deletePhrase(db: Database, userId: number, id: number) {
  if (!(await deletePhraseRow(db, userId, id))) throw AppError.notFound('Phrase');
}

export async function chatSettingsOf(db: Database, userId: number) {
  const row = await findChatSettings(db, userId);
  return { history_days: (row?.historyDays === 30 ? 30 : 90) as 30 | 90, greeting_enabled: row?.greetingEnabled ?? true };
}

export async function updateChatSettings(
  db: Database,
  userId: number,
  change: { history_days?: 30 | 90; greeting_enabled?: boolean },
  now: Date,
) {
  const current = await chatSettingsOf(db, userId);
  const next = { ...current, ...change };
  await upsertChatSettings(db, userId, { historyDays: next.history_days, greetingEnabled: next.greeting_enabled }, now);
  return next;
}

const toGreeting = (row: ChatGreetingRow) => ({
  id: row.id,
  text: row.text,
  selected: row.selected,
  created_at: iso(row.createdAt),
});

/**
 * An account's greetings; one that has none gets the default greeting, selected, in the language
 * the seeker is using the site in (`pageLanguage`, from the request), else their account's.
 */
export async function listGreetings(db: Database, userId: number, now: Date, pageLanguage?: LanguageSlug) {
  let rows = await listGreetingRows(db, userId);
  if (rows.length === 0) {
    const accountSlug = pageLanguage ? undefined : await userLanguageSlug(db, userId);
    const slug: LanguageSlug = pageLanguage ?? (accountSlug !== undefined && isLanguageSlug(accountSlug) ? (accountSlug as LanguageSlug) : 'en-us');
    await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      if ((await countGreetings(tx, userId)) === 0) await insertDefaultGreeting(tx, userId, platformText(slug)('ChatGreeting.default'), now);
    });
    rows = await listGreetingRows(db, userId);
  }
  const settings = await chatSettingsOf(db, userId);
  return { greetings: rows.map(toGreeting), enabled: settings.greeting_enabled };
}

export async function createGreeting(db: Database, userId: number, text: string, now: Date, pageLanguage?: LanguageSlug) {
  await listGreetings(db, userId, now, pageLanguage);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countGreetings(tx, userId)) >= chatLimits.greetings) {
      throw AppError.validation({ text: [`You can keep at most ${chatLimits.greetings} greeting messages`] });
    }
    const row = await insertGreeting(tx, userId, text, now);
    if (!row) throw new Error('greeting not inserted');
    return toGreeting(row);
  });
}

export async function updateGreeting(db: Database, userId: number, id: number, text: string) {
  const row = await updateGreetingText(db, userId, id, text);
  if (!row) throw AppError.notFound('Greeting');
  return toGreeting(row);
}

/** Deleting the selected greeting selects the oldest one left, so a chat start still greets. */
export async function deleteGreeting(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const gone = await deleteGreetingRow(tx, userId, id);
    if (!gone) throw AppError.notFound('Greeting');
    if (gone.selected) await selectOldestGreeting(tx, userId);
  });
}

export async function selectGreeting(db: Database, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const row = await findGreeting(tx, userId, id);
    if (!row) throw AppError.notFound('Greeting');
    await selectOnlyGreeting(tx, userId, id);
    return toGreeting({ ...row, selected: true });
  });
}

/** The greeting sent when this seeker starts a chat, or null when they turned greetings off. */
export async function greetingToSend(db: Database, userId: number, now: Date, pageLanguage?: LanguageSlug): Promise<string | null> {
  const { greetings, enabled } = await listGreetings(db, userId, now, pageLanguage);
  if (!enabled) return null;
  return (greetings.find((greeting) => greeting.selected) ?? greetings[0])?.text ?? null;
}
