import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../client';
import { identityVerifications, jobs } from '../schema';

/**
 * Seekers' identity verifications (`identity_verifications`) and the jobs they unlock, moved
 * from server/identity/verifications.ts (issue 34).
 */

/** The seeker's verification. */
export async function verificationRowOf(db: Database, userId: number) {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId)).limit(1);
  return row;
}

/** The account this identity (provider, national id's keyed hash) verifies, if any. */
export async function identityHolder(db: Database, provider: string, nationalIdHash: string): Promise<number | undefined> {
  const [holder] = await db
    .select({ userId: identityVerifications.userId })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.provider, provider), eq(identityVerifications.nationalIdHash, nationalIdHash)))
    .limit(1);
  return holder?.userId;
}

/** Stores the seeker's verification, replacing an earlier one; another account's identity fails on the unique index (23505). */
export async function upsertVerification(
  db: Database,
  userId: number,
  values: { countryKey: string; provider: string; nationalIdHash: string; verifiedAt: Date },
): Promise<void> {
  await db
    .insert(identityVerifications)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: identityVerifications.userId, set: values });
}

/** The ids of the country's newest open jobs restricted to verified seekers, at most `size`. */
export async function verifiedOnlyJobIds(db: Database, countryKey: string, now: Date, size: number): Promise<number[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, true), gt(jobs.expiresAt, now)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(size);
  return rows.map((row) => row.id);
}
