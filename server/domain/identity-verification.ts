import type { Database } from '../db/client';
import { userName } from '../db/queries/users';
import { AppError } from '../http/app-error';
import { type IdentityVerifier, sgIdentityProvider, type VerifiedIdentity } from '../identity/verifier';
import { recordVerification } from '../identity/verifications';
import type { Logger } from '../logger';
import { identityNameMatches } from './identity-match';
import * as apiCode from '@/lib/schemas/api-codes';

/** The profile's name, as the national ID service's registered name is compared with it. */
async function profileName(db: Database, userId: number) {
  const user = await userName(db, userId);
  if (!user) throw new AppError(apiCode.noCredentials);
  return { firstName: user.first_name ?? '', lastName: user.last_name ?? '' };
}

/**
 * A completed verification (docs/decisions/0044): the registered name must match the
 * profile's (41610); then it is stored, a keyed hash of the national id and never the number.
 * Answers when it was verified.
 */
export async function acceptIdentity(
  db: Database,
  log: Logger,
  ask: { userId: number; identity: VerifiedIdentity; verifier: IdentityVerifier; now: Date },
): Promise<Date> {
  const { userId, identity } = ask;
  if (!identityNameMatches(await profileName(db, userId), identity.name)) {
    log.info({ userId }, 'identity verification: the registered name does not match the profile');
    throw new AppError(apiCode.identityMismatch);
  }
  const verifiedAt = await recordVerification(db, {
    userId,
    countryKey: sgIdentityProvider.countryKey,
    provider: sgIdentityProvider.provider,
    nationalIdHash: ask.verifier.hashNationalId(identity.nationalId),
    now: ask.now,
  });
  log.info({ userId }, 'identity verified');
  return verifiedAt;
}
