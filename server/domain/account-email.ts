import type { emailChangeBodySchema } from '@/lib/schemas/account-settings';
import { enforceAddressLimit } from '../auth/limits';
import { checkCode, consumeCode } from '../auth/one-time-codes';
import { type ProofContext, proveOwner } from '../auth/owner-proof';
import type { Database } from '../db/client';
import { emailUsedByOther, updateUser } from '../db/queries/accounts';
import { AppError } from '../http/app-error';
import { maskEmail } from '../mail/mask';
import { type ChangeRequest, afterLoginChange, isUniqueViolation } from './account-settings';
import * as apiCode from '@/lib/schemas/api-codes';
import { fieldReason } from '@/lib/schemas/field-reasons';

/** Changing the login email (issue 18 item 4): a proof, then a code to the new address. */

const emailTaken = () => new AppError(apiCode.newEmailTaken, { data: { errors: { new_email: ['The email has already been taken.'] } } });

export async function assertEmailFree(db: Database, email: string, userId: number): Promise<void> {
  if (await emailUsedByOther(db, email, userId)) throw emailTaken();
}

export function assertNewEmail(current: string | null, next: string): void {
  if (current === next) throw AppError.validation({ new_email: ['This is already your email address'] }, { new_email: fieldReason.unchanged });
}

/**
 * Both codes are checked before either is used, so a typo in one does not burn the other.
 * The new email is verified (the code proved it), every other session ends, and a notice
 * goes to the old address, which may belong to someone who did not ask for this.
 */
export async function changeEmail(context: ProofContext, body: ReturnType<typeof emailChangeBodySchema.parse>, request: ChangeRequest) {
  const { db, user, address, now } = context;
  assertNewEmail(user.email, body.new_email);
  const proof = await proveOwner(context, body, false);
  await enforceAddressLimit(context.services.limiter, 'codeCheckPerAddress', address, now);
  const confirmed = await checkCode(db, { purpose: 'change_email', target: body.new_email, code: body.otp, now, consume: false, userId: user.id });
  await assertEmailFree(db, body.new_email, user.id);
  await consumeCode(db, confirmed.id, now);
  if (proof) await consumeCode(db, proof.id, now);
  const updated = await updateUser(db, user.id, { email: body.new_email, isEmailVerified: true, updatedAt: now }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  if (!updated) throw AppError.notFound('User');
  return afterLoginChange(context, request, { template: 'email_changed', values: { new_email: maskEmail(body.new_email) }, event: 'email_changed' });
}
