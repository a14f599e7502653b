import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { oneTimeCodes } from '../schema';

/**
 * Codes and link tokens (`one_time_codes`) in Drizzle's query builder, moved from
 * server/auth/one-time-codes.ts (issue 34). Only a secret's hash is stored; the caller makes the
 * secret, compares it and decides what each answer means.
 */

/** Deletes the codes of this purpose and target that expired before `now`. */
export async function deleteExpiredCodes(db: Database, purpose: string, target: string, now: Date): Promise<void> {
  await db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target), lt(oneTimeCodes.expiresAt, now)));
}

/** Stores a code and answers its row. */
export async function insertCode(db: Database, code: typeof oneTimeCodes.$inferInsert) {
  const [row] = await db.insert(oneTimeCodes).values(code).returning();
  return row;
}

/** The id of the newest code of this purpose and target: the only one that counts. */
export async function newestCodeId(db: Database, purpose: string, target: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row?.id;
}

/** The newest code of this purpose and target, whole. */
export async function newestCode(db: Database, purpose: string, target: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.target, target)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** The code with this id and purpose (a link token names its row). */
export async function codeByIdFor(db: Database, id: number, purpose: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks an unused code used; false when it was used already (a concurrent use won). */
export async function markCodeUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return row !== undefined;
}

/**
 * Reserves one try of an unused code with fewer than `maxTries` wrong ones, in one atomic
 * increment; false when none is left (or the code is used).
 */
export async function reserveCodeTry(db: Database, id: number, maxTries: number): Promise<boolean> {
  const [reserved] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.failedAttempts, maxTries)))
    .returning({ id: oneTimeCodes.id });
  return reserved !== undefined;
}

/** When the code was used: null while it is unused, undefined when it is gone. */
export async function codeUsedAt(db: Database, id: number): Promise<Date | null | undefined> {
  const [current] = await db.select({ usedAt: oneTimeCodes.usedAt }).from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
  return current?.usedAt;
}

/**
 * A right code gives its reserved try back and, with `usedAt`, is used up; false when it was
 * used meanwhile.
 */
export async function settleCodeTry(db: Database, id: number, usedAt: Date | null): Promise<boolean> {
  const [settled] = await db
    .update(oneTimeCodes)
    .set({
      failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1`,
      ...(usedAt ? { usedAt } : {}),
    })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return settled !== undefined;
}
