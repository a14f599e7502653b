import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { chatGreetings, chatPhrases, chatSettings } from '../schema';

/**
 * An account's common phrases (`chat_phrases`), greetings (`chat_greetings`) and chat settings
 * (`chat_settings`), the statements of server/domain/chat-phrases.ts moved as written (decision
 * 0087). The query builder types their rows (schema.ts); limits, locking and errors stay there.
 */

export type ChatPhraseRow = typeof chatPhrases.$inferSelect;
export type ChatGreetingRow = typeof chatGreetings.$inferSelect;

export async function listPhraseRows(db: Database, userId: number, limit: number): Promise<ChatPhraseRow[]> {
  return db.select().from(chatPhrases).where(eq(chatPhrases.userId, userId)).orderBy(asc(chatPhrases.id)).limit(limit);
}

export async function countPhrases(tx: Database, userId: number): Promise<number> {
  const [held] = await tx.select({ n: count() }).from(chatPhrases).where(eq(chatPhrases.userId, userId));
  return held?.n ?? 0;
}

export async function insertPhrase(tx: Database, userId: number, text: string, now: Date): Promise<ChatPhraseRow | undefined> {
  const [row] = await tx.insert(chatPhrases).values({ userId, text, createdAt: now }).returning();
  return row;
}

/** The phrase with its new text; undefined when the account has no such phrase. */
export async function updatePhraseText(db: Database, userId: number, id: number, text: string): Promise<ChatPhraseRow | undefined> {
  const [row] = await db
    .update(chatPhrases)
    .set({ text })
    .where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId)))
    .returning();
  return row;
}

/** False when the account has no such phrase. */
export async function deletePhraseRow(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(chatPhrases).where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId))).returning({ id: chatPhrases.id });
  return rows.length > 0;
}

export async function findChatSettings(db: Database, userId: number): Promise<typeof chatSettings.$inferSelect | undefined> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId));
  return row;
}

export async function upsertChatSettings(
  db: Database,
  userId: number,
  settings: { historyDays: number; greetingEnabled: boolean },
  now: Date,
): Promise<void> {
  await db
    .insert(chatSettings)
    .values({ userId, historyDays: settings.historyDays, greetingEnabled: settings.greetingEnabled, updatedAt: now })
    .onConflictDoUpdate({
      target: chatSettings.userId,
      set: { historyDays: settings.historyDays, greetingEnabled: settings.greetingEnabled, updatedAt: now },
    });
}

/** The account's greetings, oldest first. */
export async function listGreetingRows(db: Database, userId: number): Promise<ChatGreetingRow[]> {
  return db.select().from(chatGreetings).where(eq(chatGreetings.userId, userId)).orderBy(asc(chatGreetings.id));
}

export async function countGreetings(tx: Database, userId: number): Promise<number> {
  const [held] = await tx.select({ n: count() }).from(chatGreetings).where(eq(chatGreetings.userId, userId));
  return held?.n ?? 0;
}

/** The default greeting of an account that had none, selected. */
export async function insertDefaultGreeting(tx: Database, userId: number, text: string, now: Date): Promise<void> {
  await tx.insert(chatGreetings).values({ userId, text, selected: true, createdAt: now });
}

/** A new greeting, not selected. */
export async function insertGreeting(tx: Database, userId: number, text: string, now: Date): Promise<ChatGreetingRow | undefined> {
  const [row] = await tx.insert(chatGreetings).values({ userId, text, selected: false, createdAt: now }).returning();
  return row;
}

export async function updateGreetingText(db: Database, userId: number, id: number, text: string): Promise<ChatGreetingRow | undefined> {
  const [row] = await db
    .update(chatGreetings)
    .set({ text })
    .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)))
    .returning();
  return row;
}

/** Whether the deleted greeting was the selected one; undefined when the account has no such greeting. */
export async function deleteGreetingRow(tx: Database, userId: number, id: number): Promise<{ selected: boolean } | undefined> {
  const [gone] = await tx
    .delete(chatGreetings)
    .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)))
    .returning({ selected: chatGreetings.selected });
  return gone;
}

export async function selectOldestGreeting(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`update chat_greetings set selected = true
        where id = (select min(id) from chat_greetings where user_id = ${userId})`);
}

export async function findGreeting(tx: Database, userId: number, id: number): Promise<ChatGreetingRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatGreetings)
    .where(and(eq(chatGreetings.id, id), eq(chatGreetings.userId, userId)));
  return row;
}

/** Selects this greeting and unselects the account's others, in one statement. */
export async function selectOnlyGreeting(tx: Database, userId: number, id: number): Promise<void> {
  await tx.update(chatGreetings).set({ selected: sql`id = ${id}` }).where(eq(chatGreetings.userId, userId));
}
