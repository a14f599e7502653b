import { Hono } from 'hono';
import type { z } from 'zod';
import { checkPhone } from '@/lib/phone';
import { emailSchema, loginBodySchema, type safetyStepSchema } from '@/lib/schemas/auth';
import { addressFailed, addressSucceeded, assertAddressStanding } from '../../auth/address-standing';
import { findUserByEmail, findUsersByVerifiedPhone, type UserRow } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit, type LimitName, limitKey, limits } from '../../auth/limits';
import { assertCanLogIn, isKnownDevice, issueLogin } from '../../auth/login';
import { sendCode } from '../../auth/messages';
import { checkCode, issueCode } from '../../auth/one-time-codes';
import { spendPasswordCheck, verifyPassword } from '../../auth/passwords';
import { splitInternational } from '../../auth/phone-numbers';
import { deviceUuidOf } from '../../auth/request-facts';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { maskRecipient } from '../../mail/mask';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

type LoginIdentity = { kind: 'email'; email: string } | { kind: 'phone'; prefix: string; national: string } | { kind: 'unknown' };

/**
 * What a login identifier names, normalised so that spelling variants ('A@B.co', '+65 8123 4567',
 * '+65081234567') count against the same per-account limit.
 */
function identityOf(login: string): LoginIdentity {
  if (login.includes('@')) {
    const email = emailSchema.safeParse(login);
    return email.success ? { kind: 'email', email: email.data } : { kind: 'unknown' };
  }
  const split = splitInternational(login);
  if (!split) return { kind: 'unknown' };
  const check = checkPhone(split.prefix, split.rest);
  return check.problem ? { kind: 'unknown' } : { kind: 'phone', prefix: split.prefix, national: check.national };
}

function limitSubject(identity: LoginIdentity, login: string): string {
  if (identity.kind === 'email') return identity.email;
  if (identity.kind === 'phone') return `${identity.prefix}${identity.national}`;
  return login.trim().toLowerCase();
}

/** The accounts a login identifier can mean: one by email, or those whose verified phone it is. */
async function candidatesFor(db: Database, identity: LoginIdentity): Promise<UserRow[]> {
  if (identity.kind === 'email') {
    const user = await findUserByEmail(db, identity.email);
    return user ? [user] : [];
  }
  return identity.kind === 'phone' ? findUsersByVerifiedPhone(db, identity.prefix, identity.national) : [];
}

/** Whether the device has proved to own one of the accounts a login identifier can mean. */
async function isKnownDeviceOfAny(db: Database, candidates: UserRow[], device: string | null): Promise<boolean> {
  for (const candidate of candidates) if (await isKnownDevice(db, candidate.id, device)) return true;
  return false;
}

/**
 * What the safety step shows when the password was wrong past the account's limit: the same
 * masked recipient a right password would show, so the two cannot be told apart.
 */
function decoyRecipient(candidates: UserRow[], identity: LoginIdentity, subject: string): string {
  const first = candidates[0];
  const target = first ? safetyTarget(first) : null;
  if (target) return maskRecipient(target.to);
  return identity.kind === 'unknown' ? '***' : maskRecipient(subject);
}

/** Where a safety code for this account goes: its email, else its verified phone. */
function safetyTarget(user: UserRow): { channel: 'email' | 'sms'; to: string } | null {
  if (user.email) return { channel: 'email', to: user.email };
  if (user.isMobileVerified && user.phoneCountryCode && user.phoneNum) {
    return { channel: 'sms', to: `${user.phoneCountryCode}${user.phoneNum}` };
  }
  return null;
}

/**
 * POST /auth/login: email (or phone with its prefix) and password.
 * - Wrong password and unknown account answer alike (401 40002), after the same argon2 work.
 * - A suspended account is 403 41044, told only to someone who knows its password.
 * - From a device the account has not proved, a safety code goes to its email and the answer
 *   is the safety step; the client repeats the login with `safety_code` to finish.
 * - Attempts are throttled per address (a hard cap and the address's standing) and per account
 *   identifier (failures: a success clears them); from a device the account has proved, per
 *   account and device instead, which answers 429 past its limit.
 * - Past the per-account limit from any other device the owner is not refused
 *   (docs/decisions/0065): every answer is the safety step, but only a right password sends the
 *   code, so a guesser learns nothing and the owner finishes with the emailed code.
 */
export function passwordLoginRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/login', validate('json', loginBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const db = c.get('db');
    const now = c.get('now');
    const device = deviceUuidOf(c);
    const address = clientIp(c, services.trustedProxyHops);
    const identity = identityOf(body.login);
    const subject = limitSubject(identity, body.login);
    await enforceAddressLimit(services.limiter, 'loginPerAddress', address, now);
    await assertAddressStanding(services.limiter, address, now);
    const candidates = await candidatesFor(db, identity);
    // Failures from the account's own proven device count apart from everyone else's
    // (docs/decisions/0026), so a stranger's wrong passwords never touch the owner's device.
    const bucket: { name: LimitName; subject: string } = (await isKnownDeviceOfAny(db, candidates, device))
      ? { name: 'loginPerAccountDevice', subject: `${subject} ${device}` }
      : { name: 'loginPerAccount', subject };
    const rule = limits[bucket.name];
    const counted = await services.limiter.hit(limitKey(bucket.name, bucket.subject), rule.limit, rule.windowSeconds, now);
    if (!counted.allowed && bucket.name === 'loginPerAccountDevice') throw AppError.tooManyAttempts(counted.retryAfter);
    const guarded = !counted.allowed;

    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, body.password)) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await spendPasswordCheck(body.password);
    if (!user) {
      await addressFailed(services.limiter, address, now);
      if (!guarded) throw new AppError(apiCode.wrongCredentials);
      if (body.safety_code) throw new AppError(apiCode.otpWrong);
      const decoy: z.infer<typeof safetyStepSchema> = {
        safety_verification_required: true,
        email_masked: decoyRecipient(candidates, identity, subject),
      };
      return ok(c, decoy);
    }
    // Past the limit a right password does not clear the count: that would hand the guesser 10 more tries.
    if (!guarded) await services.limiter.reset(limitKey(bucket.name, bucket.subject));
    await addressSucceeded(services.limiter, address, `account:${user.id}`, now);
    assertCanLogIn(user);

    const target = safetyTarget(user);
    const issue = () => issueLogin(db, user, { now, deviceUuid: device, source: body.source });
    if (!target) {
      if (guarded) throw AppError.tooManyAttempts(counted.retryAfter);
      return ok(c, await issue());
    }
    if (!guarded && (await isKnownDevice(db, user.id, device))) return ok(c, await issue());

    if (body.safety_code) {
      await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address, now);
      try {
        await checkCode(db, { purpose: 'safety', target: target.to, code: body.safety_code, now, consume: true, userId: user.id });
      } catch (error) {
        await addressFailed(services.limiter, address, now);
        throw error;
      }
      await addressSucceeded(services.limiter, address, `code:${target.to}`, now);
      return ok(c, await issue());
    }
    await enforceLimit(services.limiter, 'safetySendPerAccount', String(user.id), now);
    const code = await issueCode(db, { purpose: 'safety', target: target.to, userId: user.id, now });
    // A code counts against the address until it comes back (docs/decisions/0065).
    await addressFailed(services.limiter, address, now);
    await sendCode(services, {
      channel: target.channel,
      to: target.to,
      template: 'safety_code',
      languageSlug: user.languageSlug,
      code,
      name: user.firstName,
      familyName: user.lastName,
    });
    const step: z.infer<typeof safetyStepSchema> = { safety_verification_required: true, email_masked: maskRecipient(target.to) };
    return ok(c, step);
  });
}
