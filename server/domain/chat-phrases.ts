import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { chatLimits } from '@/lib/schemas/chat';
import type { Database } from '../db/client';
import { chatGreetings, chatPhrases, chatSettings, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { platformText } from '../messages/platform-text';

/**
 * Common phrases (up to 20 kept, 10 offered in chat) and greeting messages (up to 10, one
 * selected) of an account, and its chat settings (platform spec §5, §9). The text rules are
 * the shared schemas' (lib/chat-text-rules.ts); here: limits and ownership.
 */

const iso = (value: Date) => value.toISOString();

export async function listPhrases(db: Database, userId: number, limit: number) {
  const rows = await db.select().from(chatPhrases).where(eq(chatPhrases.userId, userId)).orderBy(asc(chatPhrases.id)).limit(limit);
  return rows.map((row) => ({ id: row.id, text: row.text, created_at: iso(row.createdAt) }));
}

export async function createPhrase(db: Database, userId: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    // Serialises concurrent creates of one account, so the limit holds.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [held] = await tx.select({ n: count() }).from(chatPhrases).where(eq(chatPhrases.userId, userId));
    if ((held?.n ?? 0) >= chatLimits.phrasesInSettings) {
      throw AppError.validation({ text: [`You can keep at most ${chatLimits.phrasesInSettings} common phrases`] });
    }
    const [row] = await tx.insert(chatPhrases).values({ userId, text, createdAt: now }).returning();
    if (!row) throw new Error('phrase not inserted');
    return { id: row.id, text: row.text, created_at: iso(row.createdAt) };
  });
}

export async function updatePhrase(db: Database, userId: number, id: number, text: string) {
  const [row] = await db
    .update(chatPhrases)
    .set({ text })
    .where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound('Phrase');
  return { id: row.id, text: row.text, created_at: iso(row.createdAt) };
}

export async function deletePhrase(db: Database, userId: number, id: number) {
  const rows = await db.delete(chatPhrases).where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId))).returning({ id: chatPhrases.id });
  if (rows.length === 0) throw AppError.notFound('Phrase');
}

export async function chatSettingsOf(db: Database, userId: number) {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId));
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
  await db
    .insert(chatSettings)
    .values({ userId, historyDays: next.history_days, greetingEnabled: next.greeting_enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: chatSettings.userId,
      set: { historyDays: next.history_days, greetingEnabled: next.greeting_enabled, updatedAt: now },
    });
  return next;
}

const toGreeting = (row: typeof chatGreetings.$inferSelect) => ({
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
  let rows = await db.select().from(chatGreetings).where(eq(chatGreetings.userId, userId)).orderBy(asc(chatGreetings.id));
  if (rows.length === 0) {
    const [user] = pageLanguage ? [] : await db.select({ slug: users.languageSlug }).from(users).where(eq(users.id, userId));
    const slug: LanguageSlug = pageLanguage ?? (user && isLanguageSlug(user.slug) ? (user.slug as LanguageSlug) : 'en-us');
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const [held] = await tx.select({ n: count() }).from(chatGreetings).where(eq(chatGreetings.userId, userId));
      if ((held?.n ?? 0) === 0) await tx.insert(chatGreetings).values({ userId, text: platformText(slug)('ChatGreeting.default'), selected: true, createdAt: now });
    });
    rows = await db.select().from(chatGreetings).where(eq(chatGreetings.userId, userId)).orderBy(asc(chatGreetings.id));
  }
  const settings = await chatSettingsOf(db, userId);
  return { greetings: rows.map(toGreeting), enabled: settings.greeting_enabled };
}

export async function createGreeting(db: Database, userId: number, text: string, now: Date, pageLanguage?: LanguageSlug) {
  await listGreetings(db, userId, now, pageLanguage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [held] = await tx.select({ n: count() }).from(chatGreetings).where(eq(chatGreetings.userId, userId));
    if ((held?.n ?? 0) >= chatLimits.greetings) {
      throw AppError.validation({ text: [`You can keep at most ${chatLimits.greetings} greeting messages`] });
    }
    const [row] = await tx.insert(chatGreetings).values({ userId, text, selected: false, createdAt: now }).returning();
    if (!row) throw new Error('greeting not inserted');
    return toGreeting(row);
  });
}

export async function updateGreeting(db: Database, userId: number, id: number, text: string) {
  const [row] = await db
    .update(chatGreetings)
    .set({ text })
    .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound('Greeting');
  return toGreeting(row);
}

/** Deleting the selected greeting selects the oldest one left, so a chat start still greets. */
export async function deleteGreeting(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(chatGreetings)
      .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)))
      .returning({ selected: chatGreetings.selected });
    if (!gone) throw AppError.notFound('Greeting');
    if (gone.selected) {
      await tx.execute(sql`update chat_greetings set selected = true
        where id = (select min(id) from chat_greetings where user_id = ${userId})`);
    }
  });
}

export async function selectGreeting(db: Database, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatGreetings)
      .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)));
    if (!row) throw AppError.notFound('Greeting');
    await tx.update(chatGreetings).set({ selected: sql`id = ${id}` }).where(eq(chatGreetings.userId, userId));
    return toGreeting({ ...row, selected: true });
  });
}

/** The greeting sent when this seeker starts a chat, or null when they turned greetings off. */
export async function greetingToSend(db: Database, userId: number, now: Date, pageLanguage?: LanguageSlug): Promise<string | null> {
  const { greetings, enabled } = await listGreetings(db, userId, now, pageLanguage);
  if (!enabled) return null;
  return (greetings.find((greeting) => greeting.selected) ?? greetings[0])?.text ?? null;
}
