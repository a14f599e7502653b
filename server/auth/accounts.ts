import type { Database } from '../db/client';
import { insertUser, updateUser, userByEmail, usersByVerifiedPhone } from '../db/queries/accounts';
import { findUserById } from '../db/queries/users';
import type { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { unusablePasswordHash } from './passwords';
import { endOtherSessions } from './owner-proof';
import * as apiCode from '@/lib/schemas/api-codes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return userByEmail(db, email);
}

/**
 * Accounts whose verified phone is this number. An unverified phone never counts: anyone can
 * type someone else's number into a profile, and its owner must not be offered that account.
 */
export async function findUsersByVerifiedPhone(db: Database, prefix: string, national: string): Promise<UserRow[]> {
  return usersByVerifiedPhone(db, prefix, national);
}

/**
 * Creates an account; a taken email is 422 41001 naming the field (core spec §5), also when two
 * sign-ups race. Without `passwordHash` the account gets an unusable one (`hasPassword` false).
 */
export async function createAccount(db: Database, values: Omit<NewUser, 'passwordHash'> & { passwordHash?: string }): Promise<UserRow> {
  const passwordHash = values.passwordHash ?? (await unusablePasswordHash());
  const row = await insertUser(db, { ...values, passwordHash, hasPassword: values.passwordHash !== undefined });
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
  const updated = await updateUser(db, user.id, { isEmailVerified: true, updatedAt: options.now });
  const ended = await endOtherSessions(db, user.id, { sessionId: options.keepSessionId || null, deviceUuid: options.keepDevice ?? null }, options.now);
  if (ended.length === 0) return updated ?? user;
  return (await findUserById(db, user.id)) ?? updated ?? user;
}
