import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { knownDevices, users } from '../schema';

/**
 * The account's own row as its settings, verification and reset change it, in Drizzle's query
 * builder, moved from the routes (decision 0087).
 */

type UserChanges = Partial<typeof users.$inferInsert>;

/** Whether another account has this email. */
export async function emailUsedByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

/** Changes the user's row and answers it as it now is; undefined when the user is gone. */
export async function updateUser(db: Database, userId: number, changes: UserChanges) {
  const [updated] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated;
}

/** Changes the user's row where the caller needs nothing back. */
export async function setUserColumns(db: Database, userId: number, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Forgets the user's known devices, all of them or all but `keepDevice`. */
export async function forgetOtherDevices(db: Database, userId: number, keepDevice: string | null): Promise<void> {
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), keepDevice ? ne(knownDevices.deviceUuid, keepDevice) : undefined));
}
