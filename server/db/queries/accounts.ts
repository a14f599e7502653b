import { and, eq, inArray, ne, sql } from 'drizzle-orm';
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

/** The account with this (lower-cased) email. */
export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The accounts whose verified phone is this number, oldest first, at most 20. */
export function usersByVerifiedPhone(db: Database, prefix: string, national: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.phoneCountryCode, prefix), eq(users.phoneNum, national), eq(users.isMobileVerified, true)))
    .orderBy(users.id)
    .limit(20);
}

/** Inserts an account; undefined when a unique key (the email) is taken already. */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether another account has this phone number verified. */
export async function verifiedPhoneUsedByOther(db: Database, prefix: string, national: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneCountryCode, prefix), eq(users.phoneNum, national), eq(users.isMobileVerified, true), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

/** The user's phone is no longer verified when one of these sessions verified it. */
export async function unverifyPhoneOfSessions(db: Database, userId: number, sessionIds: number[], now: Date): Promise<void> {
  await db
    .update(users)
    .set({ isMobileVerified: false, phoneVerifiedSessionId: null, updatedAt: now })
    .where(and(eq(users.id, userId), inArray(users.phoneVerifiedSessionId, sessionIds)));
}

/** Remembers a device of the user's; one known already stays as it is. */
export async function insertKnownDevice(db: Database, userId: number, deviceUuid: string): Promise<void> {
  await db.insert(knownDevices).values({ userId, deviceUuid }).onConflictDoNothing();
}

/** Whether the user has proved to own this device. */
export async function knownDeviceExists(db: Database, userId: number, deviceUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(sql`${knownDevices.userId} = ${userId} and ${knownDevices.deviceUuid} = ${deviceUuid}`)
    .limit(1);
  return row !== undefined;
}
