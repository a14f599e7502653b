import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { identityHolder, upsertVerification, verificationRowOf, verifiedOnlyJobIds } from '../db/queries/identity-verifications';
import { AppError } from '../http/app-error';
import { loadJobCards } from '../search/job-cards';
import * as apiCode from '@/lib/schemas/api-codes';

/** The seeker's verification, or null. */
export async function verificationOf(db: Database, userId: number) {
  return (await verificationRowOf(db, userId)) ?? null;
}

/** Whether the session is a seeker whose identity is verified: they see the jobs for verified seekers. */
export async function isVerifiedSeeker(db: Database, session: ResolvedSession | null): Promise<boolean> {
  if (session?.kind !== 'user' || session.userId === null || session.role !== 'jobseeker') return false;
  return (await verificationOf(db, session.userId)) !== null;
}

/**
 * Stores a success: the national id's keyed hash and when. Verifying again updates it; an identity
 * that already verifies another account is refused (41613), so one person unlocks one account.
 */
export async function recordVerification(
  db: Database,
  input: { userId: number; countryKey: string; provider: string; nationalIdHash: string; now: Date },
) {
  const holder = await identityHolder(db, input.provider, input.nationalIdHash);
  if (holder !== undefined && holder !== input.userId) throw new AppError(apiCode.identityTaken);
  const values = { countryKey: input.countryKey, provider: input.provider, nationalIdHash: input.nationalIdHash, verifiedAt: input.now };
  try {
    await upsertVerification(db, input.userId, values);
  } catch (error) {
    // Two accounts verifying the same identity at once: the unique index lets one through.
    if (String((error as { code?: unknown })?.code ?? '') === '23505') throw new AppError(apiCode.identityTaken);
    throw error;
  }
  return values.verifiedAt;
}

/** The country's newest open jobs restricted to verified seekers (at most `size`). */
export async function verifiedOnlyJobs(db: Database, input: { country: Country; language: Language; now: Date; size: number }) {
  return loadJobCards(db, await verifiedOnlyJobIds(db, input.country.key, input.now, input.size), input.language);
}
