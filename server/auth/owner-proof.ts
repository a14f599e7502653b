import type { Database } from '../db/client';
import { forgetOtherDevices } from '../db/queries/accounts';
import { revokeSessionsOfUser } from '../db/queries/sessions';
import { AppError } from '../http/app-error';
import type { PlatformServices } from '../platform-services';
import type { UserRow } from './accounts';
import { enforceAddressLimit, enforceLimit, limitKey } from './limits';
import { type CheckedCode, checkCode } from './one-time-codes';
import { verifyPassword } from './passwords';
import { dropPhoneVerifiedBy } from './phone-proof';
import * as apiCode from '@/lib/schemas/api-codes';
import { fieldReason } from '@/lib/schemas/field-reasons';

export interface OwnerProof {
  password?: string;
  confirm_code?: string;
}

export interface ProofContext {
  db: Database;
  services: PlatformServices;
  user: UserRow;
  address: string | null;
  now: Date;
}

/**
 * Checks that the person holding this session owns the account before it changes how one
 * signs in to it: the current password, or the newest `confirm_account` code mailed to the
 * current email. A stolen session alone is not enough to move the account to another address.
 * Wrong passwords are 422 naming `password` (a 401 would read as an ended session) and at most
 * 10 per account in 15 minutes; codes answer the catalogue's 41040/41042/41043.
 * With `consume` false a code is only checked (its later use must still find it).
 */
export async function proveOwner(context: ProofContext, proof: OwnerProof, consume: boolean): Promise<CheckedCode | null> {
  const { db, services, user, now } = context;
  if (proof.password !== undefined) {
    if (!user.hasPassword) {
      throw AppError.validation({ password: ['Your account has no password yet: use the code we email you instead'] }, { password: fieldReason.notSet });
    }
    const key = `account_proof:${user.id}`;
    await enforceLimit(services.limiter, 'accountProofPerUser', key, now);
    if (!(await verifyPassword(user.passwordHash, proof.password))) {
      throw AppError.validation({ password: ['The password is incorrect'] }, { password: fieldReason.incorrect });
    }
    await services.limiter.reset(limitKey('accountProofPerUser', key));
    return null;
  }
  if (proof.confirm_code === undefined) throw AppError.validation({ password: ['Enter your current password or the code we emailed you'] });
  if (!user.email) throw new AppError(apiCode.emailRequired);
  await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', context.address, now);
  return checkCode(db, { purpose: 'confirm_account', target: user.email, code: proof.confirm_code, now, consume, userId: user.id });
}

/**
 * After the login email or the password changed: every other session of the account ends and
 * every other device is forgotten (docs/decisions/0023), so whoever else was signed in, or
 * knew the old password, has to prove the account again. The session that made the change stays.
 * A phone verified by one of the ended sessions is no longer verified (docs/decisions/0065).
 * Answers the ended sessions' ids, so the chat can close their sockets at once.
 */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keep: { sessionId: number | null; deviceUuid: string | null },
  now: Date,
): Promise<number[]> {
  const ended = await revokeSessionsOfUser(db, userId, now, keep.sessionId);
  await dropPhoneVerifiedBy(db, userId, ended, now);
  await forgetOtherDevices(db, userId, keep.deviceUuid);
  return ended;
}
