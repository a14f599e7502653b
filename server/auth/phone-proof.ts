import type { Database } from '../db/client';
import { unverifyPhoneOfSessions, verifiedPhoneUsedByOther } from '../db/queries/accounts';
import { AppError } from '../http/app-error';
import type { UserRow } from './accounts';
import type { PhoneNumber } from './phone-numbers';
import * as apiCode from '@/lib/schemas/api-codes';
import { fieldReason } from '@/lib/schemas/field-reasons';

/** The number must differ from the account's verified one and be nobody else's verified phone (41039). */
export async function assertPhoneFree(db: Database, phone: PhoneNumber, user: UserRow): Promise<void> {
  if (user.isMobileVerified && user.phoneCountryCode === phone.prefix && user.phoneNum === phone.national) {
    throw AppError.validation({ phone_num: ['This is already your verified phone number'] }, { phone_num: fieldReason.unchanged });
  }
  await assertNobodyElsesPhone(db, phone, user.id);
}

/** A verified phone of another account is never accepted: 41039 naming phone_num. */
export async function assertNobodyElsesPhone(db: Database, phone: PhoneNumber, userId: number): Promise<void> {
  if (await verifiedPhoneUsedByOther(db, phone.prefix, phone.national, userId)) throw new AppError(apiCode.phoneTaken, { data: { errors: { phone_num: ['This number has already been used'] } } });
}

/**
 * A verified phone is a way to log in (phone codes), so it lasts only as long as the session that
 * verified it (docs/decisions/0065): when a password change, a reset, an email's first proof or
 * a suspension ends that session, the phone is no longer verified and must be proven again
 * through account settings. Someone who verified their own phone on a stolen session loses it
 * with the session.
 */
export async function dropPhoneVerifiedBy(db: Database, userId: number, endedSessionIds: number[], now: Date): Promise<void> {
  if (endedSessionIds.length === 0) return;
  await unverifyPhoneOfSessions(db, userId, endedSessionIds, now);
}
