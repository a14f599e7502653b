import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { users } from '../schema';

/**
 * Statements on a user's own row that several aggregates need (decision 0087).
 */

/** Locks the user's row to the end of the transaction: it serialises one user's concurrent writes (upload limits). */
export async function lockUser(tx: Pick<Database, 'execute'>, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** A seeker who has not completed the profile came by a quick upload (core spec §4: step page 1101). */
export async function markQuickUpload(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`update users set flags = flags || '{"quick_upload": true}'::jsonb where id = ${userId} and not is_profile_completed`);
}

export interface UserNameRow {
  first_name: string;
  last_name: string;
}

export async function userName(db: Database, userId: number): Promise<UserNameRow | undefined> {
  const [row] = rowsOf<UserNameRow>(await db.execute(sql`select first_name, last_name from users where id = ${userId}`));
  return row;
}

/** The language the user's account is set to (a slug as stored; the caller checks it). */
export async function userLanguageSlug(db: Database, userId: number): Promise<string | undefined> {
  const [account] = rowsOf<{ language_slug: string }>(await db.execute(sql`select language_slug from users where id = ${userId}`));
  return account?.language_slug;
}

/** The account's email address, if it has one. */
export async function userEmail(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/** The user's whole row; undefined when the user is gone (the session's user, the profile's basic info). */
export async function findUserById(db: Database, userId: number): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
