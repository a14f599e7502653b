import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { knownDevices, sessions, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { unusablePasswordHash } from './passwords';
import { dropPhoneVerifiedBy } from './phone-proof';
import * as apiCode from '@/lib/schemas/api-codes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Accounts whose verified phone is this number. An unverified phone never counts: anyone can
 * type someone else's number into a profile, and its owner must not be offered that account.
 */
export async function findUsersByVerifiedPhone(db: Database, prefix: string, national: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.phoneCountryCode, prefix), eq(users.phoneNum, national), eq(users.isMobileVerified, true)))
    .orderBy(users.id)
    .limit(20);
}

/**
 * Creates an account; a taken email is 422 41001 naming the field (core spec §5), also when two
 * sign-ups race. Without `passwordHash` the account gets an unusable one (`hasPassword` false).
 */
export async function createAccount(db: Database, values: Omit<NewUser, 'passwordHash'> & { passwordHash?: string }): Promise<UserRow> {
  const passwordHash = values.passwordHash ?? (await unusablePasswordHash());
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash, hasPassword: values.passwordHash !== undefined })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError(apiCode.emailTaken, { data: { errors: { email: ['The email has already been taken.'] } } });
  }
  return row;
}

/**
 * Someone just proved they own the account's email (a code or link that went there). The first
 * such proof also ends every other session and forgets every other device: whoever created
 * the account or signed in before that proof may not have owned the address, and must not
 * keep a way in (account pre-hijacking).
 */
export async function markEmailProven(
  db: Database,
  user: UserRow,
  options: { now: Date; keepSessionId?: number | null; keepDevice?: string | null },
): Promise<UserRow> {
  if (user.isEmailVerified) return user;
  const [updated] = await db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: options.now })
    .where(eq(users.id, user.id))
    .returning();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(sessions.userId, user.id),
        sql`${sessions.revokedAt} is null`,
        options.keepSessionId ? ne(sessions.id, options.keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  await dropPhoneVerifiedBy(
    db,
    user.id,
    ended.map((row) => row.id),
    options.now,
  );
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, user.id), options.keepDevice ? ne(knownDevices.deviceUuid, options.keepDevice) : undefined));
  if (ended.length === 0) return updated ?? user;
  const [current] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  return current ?? updated ?? user;
}
