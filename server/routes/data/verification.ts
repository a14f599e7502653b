import type { Context } from 'hono';
import { Hono } from 'hono';
import { phoneVerificationBodySchema } from '@/lib/schemas/account-settings';
import { emailVerificationBodySchema, emailVerifyQuerySchema, phoneVerifyQuerySchema } from '@/lib/schemas/auth';
import { markEmailProven, type UserRow } from '../../auth/accounts';
import { judgedCheck } from '../../auth/address-standing';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { codeSent, sendCode } from '../../auth/messages';
import { checkCode, issueCode } from '../../auth/one-time-codes';
import { proveOwner } from '../../auth/owner-proof';
import { assertSmsAllowed, type PhoneNumber, parsePhone } from '../../auth/phone-numbers';
import { assertPhoneFree } from '../../auth/phone-proof';
import { appContext, bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import { verifyPhone } from '../../domain/account-settings';
import { findUser, toSessionUser } from '../../domain/session-user';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

async function signedInUser<E extends AppEnv>(context: Context<E>): Promise<UserRow> {
  const c = appContext(context);
  const user = await findUser(c.get('db'), c.get('userId'));
  if (!user) throw new AppError(apiCode.noCredentials);
  return user;
}

function emailOf(user: UserRow): string {
  if (!user.email) throw new AppError(apiCode.emailRequired);
  return user.email;
}

/** The account's phone as codes are addressed; none on the profile is 422 naming phone_num. */
function phoneOf(user: UserRow): PhoneNumber {
  if (!user.phoneCountryCode || !user.phoneNum) {
    throw AppError.validation({ phone_num: ['Add a phone number to your profile first'] });
  }
  return parsePhone(user.phoneCountryCode, user.phoneNum);
}

/**
 * Email and phone verification for the signed-in user (core spec §4): a code to the account's
 * email (or by SMS to its phone), then GET …/verify?code= marks it verified and answers the
 * updated session user for the `user` cookie. A phone code is sent only with the owner's proof
 * (the password or an emailed confirm code), never for another account's verified number, and
 * the verifying session is recorded: a stolen session alone cannot add a way to log in, and
 * ending the session ends the phone's verification (docs/decisions/0065).
 */
export function verificationRoutes(services: PlatformServices) {
  const address = <E extends AppEnv>(c: Context<E>) => clientIp(c, services.trustedProxyHops);

  return new Hono<AppEnv>()
    .use('/email/*', requireUser())
    .use('/phone/*', requireUser())
    .post('/email/generate-otp', validate('json', emailVerificationBodySchema, 'body'), async (c) => {
      const user = await signedInUser(c);
      const email = emailOf(user);
      const now = c.get('now');
      const languageCode = c.get('body').language_code;
      const languageSlug = languageCode ? bodyLanguage(c, languageCode).slug : user.languageSlug;
      await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address(c), now);
      await enforceLimit(services.limiter, 'codeSendPerTarget', `verify_email:${email}`, now);
      const code = await issueCode(c.get('db'), { purpose: 'verify_email', target: email, userId: user.id, now });
      await sendCode(services, { channel: 'email', to: email, template: 'verify_email', languageSlug, code, name: user.firstName, familyName: user.lastName });
      return ok(c, codeSent());
    })
    .get('/email/verify', validate('query', emailVerifyQuerySchema, 'query'), async (c) => {
      const db = c.get('db');
      const now = c.get('now');
      const user = await signedInUser(c);
      await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address(c), now);
      const email = emailOf(user);
      await judgedCheck(services.limiter, address(c), email, now, () =>
        checkCode(db, { purpose: 'verify_email', target: email, code: c.get('query').code, now, consume: true, userId: user.id }),
      );
      const verified = await markEmailProven(db, user, { now, keepSessionId: c.get('session')?.id, keepDevice: deviceUuidOf(c) });
      return ok(c, toSessionUser(verified));
    })
    .post('/phone/generate-otp', validate('json', phoneVerificationBodySchema, 'body'), async (c) => {
      const user = await signedInUser(c);
      const phone = phoneOf(user);
      assertSmsAllowed(phone);
      const now = c.get('now');
      const db = c.get('db');
      const body = c.get('body');
      const languageSlug = body.language_code ? bodyLanguage(c, body.language_code).slug : user.languageSlug;
      await proveOwner({ db, services, user, address: address(c), now }, body, true);
      await assertPhoneFree(db, phone, user);
      await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address(c), now);
      await enforceLimit(services.limiter, 'codeSendPerTarget', `verify_phone:${phone.e164}`, now);
      const code = await issueCode(c.get('db'), { purpose: 'verify_phone', target: phone.e164, userId: user.id, now });
      await sendCode(services, { channel: 'sms', to: phone.e164, template: 'verify_phone', languageSlug, code });
      return ok(c, codeSent());
    })
    .get('/phone/verify', validate('query', phoneVerifyQuerySchema, 'query'), async (c) => {
      const db = c.get('db');
      const now = c.get('now');
      const user = await signedInUser(c);
      const phone = phoneOf(user);
      await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address(c), now);
      const verified = await verifyPhone(db, user, { phone, code: c.get('query').code, sessionId: c.get('session')?.id ?? null, now });
      return ok(c, toSessionUser(verified));
    });
}
