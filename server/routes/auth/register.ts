import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { countryByKey, isCountryKey } from '@/lib/countries';
import { registerBodySchema } from '@/lib/schemas/auth';
import { createAccount } from '../../auth/accounts';
import { addressFailed, assertAddressStanding } from '../../auth/address-standing';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { issueLogin } from '../../auth/login';
import { sendCode } from '../../auth/messages';
import { issueCode } from '../../auth/one-time-codes';
import { hashPassword } from '../../auth/passwords';
import { type PhoneNumber, parsePhone, splitInternational } from '../../auth/phone-numbers';
import { appContext, bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

type RegisterBody = z.infer<typeof registerBodySchema>;

/** contact_number in international form ('+63 917…') or national form for the registration's country. */
function contactPhone(value: string, countryKey: string): PhoneNumber {
  if (value.startsWith('+')) {
    const split = splitInternational(value);
    if (!split) throw AppError.validation({ contact_number: ['Choose a country or region'] });
    return parsePhone(split.prefix, split.rest, 'contact_number');
  }
  const dialCode = isCountryKey(countryKey) ? countryByKey(countryKey).dialCode : null;
  if (!dialCode) throw AppError.validation({ contact_number: ['Enter the number with its country code, such as +63'] });
  return parsePhone(dialCode, value, 'contact_number');
}

/**
 * Registration (POST /auth/register and /data/users/register, same rules): core spec §5
 * defaults, a taken email is 422 41001 naming email, the language kept for messages, the device
 * remembered, an email verification code sent, and the login answer with is_new_account true.
 * Without a password the account gets an unusable secret: it signs in by code or social login.
 */
export async function registerAccount(c: Context<AppEnv>, services: PlatformServices, body: RegisterBody) {
  const db = c.get('db');
  const now = c.get('now');
  const address = clientIp(c, services.trustedProxyHops);
  await enforceAddressLimit(services.limiter, 'registerPerAddress', address, now);
  await assertAddressStanding(services.limiter, address, now);
  if (!isCountryKey(body.country_key)) throw AppError.validation({ country_key: ['Unknown country'] });
  const language = bodyLanguage(c, body.language_code);
  const phone = body.contact_number ? contactPhone(body.contact_number, body.country_key) : null;

  // A taken email counts against the address: a client testing which emails have accounts mostly fails.
  const user = await createAccount(db, {
    email: body.email,
    passwordHash: body.password ? await hashPassword(body.password) : undefined,
    firstName: body.first_name,
    lastName: body.last_name,
    termsAccepted: body.terms_and_condition === 1,
    isSubscribe: body.is_subscribe === 1,
    source: body.source,
    countryKey: body.country_key,
    clientId: body.client_id ?? null,
    campaign: body.campaign ?? null,
    languageSlug: language.slug,
    phoneCountryCode: phone?.prefix ?? null,
    phoneNum: phone?.national ?? null,
    createdAt: now,
    updatedAt: now,
  }).catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === apiCode.emailTaken) await addressFailed(services.limiter, address, now);
    throw error;
  });

  const answer = await issueLogin(db, user, { now, deviceUuid: deviceUuidOf(c), source: body.source, isNewAccount: true });
  // The account and session exist whatever the mail does; a lost verification code can be
  // asked for again (/data/email/generate-otp), so a mail failure is logged, not answered.
  try {
    const code = await issueCode(db, { purpose: 'verify_email', target: body.email, userId: user.id, now });
    await sendCode(services, {
      channel: 'email',
      to: body.email,
      template: 'verify_email',
      languageSlug: language.slug,
      code,
      name: user.firstName,
      familyName: user.lastName,
    });
  } catch (error) {
    c.get('log').error({ err: error, userId: user.id }, 'could not send the email verification code');
  }
  return ok(c, answer);
}

export function registerRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/register', validate('json', registerBodySchema, 'body'), (c) =>
    registerAccount(appContext(c), services, c.get('body')),
  );
}
