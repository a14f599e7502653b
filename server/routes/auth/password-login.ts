import { Hono } from 'hono';
import type { z } from 'zod';
import { checkPhone } from '@/lib/phone';
import { emailSchema, loginBodySchema, type safetyStepSchema } from '@/lib/schemas/auth';
import { findUserByEmail, findUsersByVerifiedPhone, type UserRow } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit, type LimitName, limitKey } from '../../auth/limits';
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
 * - Attempts are throttled per address and per account identifier (failures: a success clears
 *   them); from a device the account has proved, per account and device instead.
 */
export function passwordLoginRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/login', validate('json', loginBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const db = c.get('db');
    const now = c.get('now');
    const device = deviceUuidOf(c);
    const identity = identityOf(body.login);
    const subject = limitSubject(identity, body.login);
    await enforceAddressLimit(services.limiter, 'loginPerAddress', clientIp(c, services.trustedProxyHops), now);
    const candidates = await candidatesFor(db, identity);
    // Failures from the account's own proven device count apart from everyone else's, so a
    // stranger's wrong passwords slow the stranger without locking the owner out
    // (docs/decisions/0026). Throttled either way: 40006 with retry_after.
    const bucket: { name: LimitName; subject: string } = (await isKnownDeviceOfAny(db, candidates, device))
      ? { name: 'loginPerAccountDevice', subject: `${subject} ${device}` }
      : { name: 'loginPerAccount', subject };
    await enforceLimit(services.limiter, bucket.name, bucket.subject, now);

    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, body.password)) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await spendPasswordCheck(body.password);
    if (!user) throw new AppError(40002);
    await services.limiter.reset(limitKey(bucket.name, bucket.subject));
    assertCanLogIn(user);

    const target = safetyTarget(user);
    const issue = () => issueLogin(db, user, { now, deviceUuid: device, source: body.source });
    if (!target || (await isKnownDevice(db, user.id, device))) return ok(c, await issue());

    if (body.safety_code) {
      await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', clientIp(c, services.trustedProxyHops), now);
      await checkCode(db, { purpose: 'safety', target: target.to, code: body.safety_code, now, consume: true, userId: user.id });
      return ok(c, await issue());
    }
    await enforceLimit(services.limiter, 'safetySendPerAccount', String(user.id), now);
    const code = await issueCode(db, { purpose: 'safety', target: target.to, userId: user.id, now });
    await sendCode(services, {
      channel: target.channel,
      to: target.to,
      template: 'safety_code',
      languageSlug: user.languageSlug,
      code,
      name: user.firstName,
    });
    const step: z.infer<typeof safetyStepSchema> = { safety_verification_required: true, email_masked: maskRecipient(target.to) };
    return ok(c, step);
  });
}
