import type { AccountChanged, passwordChangeBodySchema, phoneChangeBodySchema } from '@/lib/schemas/account-settings';
import type { UserRow } from '../auth/accounts';
import { enforceAddressLimit } from '../auth/limits';
import { rememberDevice } from '../auth/login';
import { checkCode, consumeCode } from '../auth/one-time-codes';
import { endOtherSessions, type ProofContext, proveOwner } from '../auth/owner-proof';
import { hashPassword } from '../auth/passwords';
import type { PhoneNumber } from '../auth/phone-numbers';
import { assertNobodyElsesPhone, assertPhoneFree } from '../auth/phone-proof';
import type { Database } from '../db/client';
import { updateUser } from '../db/queries/accounts';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { Mailer, OutgoingMessage } from '../mail/mailer';
import { notify, notifySafely } from './notifications';
import { findProfileUser } from './profile';
import { fieldReason } from '@/lib/schemas/field-reasons';

/**
 * Account settings (issue 18 item 4, docs/decisions/0065): the changes to how one signs in,
 * each proved by the owner first. The routes parse the request; the steps, their order and
 * their errors are here (decision 0087).
 */

/** How one signs in to the account, as the settings page shows it. */
function signIn(user: UserRow): Omit<AccountChanged, 'other_sessions_ended'> {
  return {
    email: user.email,
    is_email_verify: user.isEmailVerified,
    phone_country_code: user.phoneCountryCode,
    phone_num: user.phoneNum,
    is_mobile_verified: user.isMobileVerified,
    has_password: user.hasPassword,
  };
}

/** What the settings page shows after a change. */
export function accountChanged(user: UserRow, otherSessionsEnded: number): AccountChanged {
  return { ...signIn(user), other_sessions_ended: otherSessionsEnded };
}

/** GET /jobseeker/account-setting: how one signs in, and the settings kept beside it. */
export async function accountSettings(db: Database, userId: number) {
  const user = await findProfileUser(db, userId);
  return {
    ...signIn(user),
    notice_period_id: user.noticePeriodId,
    is_open_to_work: user.isOpenToWork,
    is_subscribe: user.isSubscribe,
    language_slug: user.languageSlug,
  };
}

/** A unique key lost to a concurrent write (PostgreSQL 23505, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The request a change came from: its session and device stay signed in. */
export interface ChangeRequest {
  sessionId: number | null;
  deviceUuid: string | null;
  log: Logger;
  /** Told the sessions that ended as soon as they have (their sockets close after the answer). */
  onSessionsEnded: (ids: number[]) => void;
}

/**
 * A notice to the owner by email. The change it tells of is made; a notice that failed must not
 * undo it, so the failure is logged and the change answered.
 */
export async function sendNotice(mailer: Mailer, log: Logger, user: UserRow, message: Omit<OutgoingMessage, 'channel' | 'languageSlug'>) {
  try {
    await mailer.send({ channel: 'email', languageSlug: user.languageSlug, ...message });
  } catch (error) {
    log.error({ err: error, userId: user.id }, `could not send the ${message.template.replaceAll('_', '-')} notice`);
  }
}

/**
 * After the email or the password changed: every other session ends, this device (which just
 * proved the account) is remembered, the owner is told at the address the account had, and
 * the settings page gets the account as it now is.
 */
export async function afterLoginChange(
  context: ProofContext,
  request: ChangeRequest,
  notice: { template: string; values: Record<string, string>; event: string },
): Promise<AccountChanged> {
  const { db, user, now } = context;
  const ended = await endOtherSessions(db, user.id, { sessionId: request.sessionId, deviceUuid: request.deviceUuid }, now);
  request.onSessionsEnded(ended);
  await rememberDevice(db, user.id, request.deviceUuid);
  if (user.email) {
    const values = { name: user.firstName, family_name: user.lastName, ...notice.values };
    await sendNotice(context.services.mailer, request.log, user, { to: user.email, template: notice.template, values });
  }
  await notifySafely(request.log, () => notify(db, user.id, 'account', { event: notice.event }, now));
  return accountChanged(await findProfileUser(db, user.id), ended.length);
}

/**
 * PUT /jobseeker/account/password: with the current password or (for an account without one) a
 * code mailed to its email. Unlike a reset, the session that changes it stays signed in.
 */
export async function changePassword(context: ProofContext, body: ReturnType<typeof passwordChangeBodySchema.parse>, request: ChangeRequest) {
  if (body.password !== undefined && body.password === body.new_password) {
    throw AppError.validation({ new_password: ['Choose a password different from the current one'] }, { new_password: fieldReason.unchanged });
  }
  await proveOwner(context, body, true);
  const { db, user, now } = context;
  const updated = await updateUser(db, user.id, { passwordHash: await hashPassword(body.new_password), hasPassword: true, updatedAt: now });
  if (!updated) throw AppError.notFound('User');
  return afterLoginChange(context, request, { template: 'password_updated', values: {}, event: 'password_changed' });
}

/**
 * The new phone, saved as verified once its code comes back, with the session that verified it
 * (docs/decisions/0065).
 */
export async function changePhone(
  context: ProofContext,
  ask: { body: ReturnType<typeof phoneChangeBodySchema.parse>; phone: PhoneNumber; sessionId: number | null },
): Promise<AccountChanged> {
  const { db, user, address, now } = context;
  const { body, phone } = ask;
  const proof = await proveOwner(context, body, false);
  await enforceAddressLimit(context.services.limiter, 'codeCheckPerAddress', address, now);
  const confirmed = await checkCode(db, { purpose: 'change_phone', target: phone.e164, code: body.otp, now, consume: false, userId: user.id });
  await assertPhoneFree(db, phone, user);
  await consumeCode(db, confirmed.id, now);
  if (proof) await consumeCode(db, proof.id, now);
  const updated = await updateUser(db, user.id, {
    phoneCountryCode: phone.prefix,
    phoneNum: phone.national,
    isMobileVerified: true,
    phoneVerifiedSessionId: ask.sessionId,
    updatedAt: now,
  });
  if (!updated) throw AppError.notFound('User');
  return accountChanged(updated, 0);
}

/**
 * GET /data/phone/verify: the code sent to the account's phone comes back, nobody else has
 * verified the number meanwhile, and it is verified by this session (docs/decisions/0065).
 */
export async function verifyPhone(db: Database, user: UserRow, ask: { phone: PhoneNumber; code: string; sessionId: number | null; now: Date }) {
  const { phone, now } = ask;
  await checkCode(db, { purpose: 'verify_phone', target: phone.e164, code: ask.code, now, consume: true, userId: user.id });
  await assertNobodyElsesPhone(db, phone, user.id);
  const verified = await updateUser(db, user.id, { isMobileVerified: true, phoneVerifiedSessionId: ask.sessionId, updatedAt: now });
  return verified ?? user;
}
