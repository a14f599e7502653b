import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  type accountChoiceSchema,
  accountChoiceLoginBodySchema,
  codeLoginBodySchema,
  emailCodeLoginBodySchema,
  magicLinkLoginBodySchema,
  phoneCodeLoginBodySchema,
} from '@/lib/schemas/auth';
import { assertAddressStanding, judgedCheck } from '../../auth/address-standing';
import { createAccount, findUserByEmail, findUsersByVerifiedPhone, markEmailProven, type UserRow } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { assertCanLogIn, issueLogin } from '../../auth/login';
import { accountChoiceTtlMs, checkCode, consumeCode, issueLinkToken, readLinkToken } from '../../auth/one-time-codes';
import { parsePhone, splitInternational } from '../../auth/phone-numbers';
import { bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { maskEmail } from '../../mail/mask';
import type { PlatformServices } from '../../platform-services';
import { parseBodyForm } from './body-branch';
import * as apiCode from '@/lib/schemas/api-codes';

interface LoginFacts {
  source: 'web' | 'mobile_web';
  languageCode: string | undefined;
}

/**
 * Someone proved they own `email` (its code or magic link): sign in to its account, or create a
 * password-less one. The proof marks the email verified (the first proof shuts out anyone who
 * got in before it) and the device is remembered by issueLogin.
 */
async function logInByEmail(c: Context<AppEnv>, email: string, facts: LoginFacts) {
  const db = c.get('db');
  const now = c.get('now');
  const device = deviceUuidOf(c);
  let user = await findUserByEmail(db, email);
  let isNewAccount = false;
  if (!user) {
    const country = c.get('country');
    try {
      user = await createAccount(db, {
        email,
        isEmailVerified: true,
        languageSlug: bodyLanguage(c, facts.languageCode).slug,
        // The site signed up on; the International site falls back to core spec §9's default.
        countryKey: country.key === 'com' ? 'tw' : country.key,
        source: facts.source,
        createdAt: now,
        updatedAt: now,
      });
      isNewAccount = true;
    } catch (error) {
      // Two first logins with the same email at once: the other one created the account.
      user = await findUserByEmail(db, email);
      if (!user) throw error;
    }
  }
  assertCanLogIn(user);
  user = await markEmailProven(db, user, { now, keepDevice: device });
  return issueLogin(db, user, { now, deviceUuid: device, source: facts.source, isNewAccount });
}

function logIn(c: Context<AppEnv>, user: UserRow, facts: LoginFacts) {
  return issueLogin(c.get('db'), user, { now: c.get('now'), deviceUuid: deviceUuidOf(c), source: facts.source });
}

function phoneParts(e164: string) {
  const split = splitInternational(e164);
  if (!split) throw new AppError(apiCode.otpWrong);
  return { prefix: split.prefix, national: split.rest };
}

/**
 * POST /auth/jobseekers/login, four forms:
 * - email + otp: signs in, or registers a password-less account (is_new_account true);
 * - phone + otp: one account signs in; several answer the account choice (a single-use token
 *   valid 5 minutes); none is 41227;
 * - magic_token: the emailed link, like email + otp;
 * - choice_token + user_id: the account chosen from the list.
 */
export function codeLoginRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/jobseekers/login', async (c) => {
    const body = await parseBodyForm(
      c,
      [
        [['magic_token'], magicLinkLoginBodySchema],
        [['choice_token'], accountChoiceLoginBodySchema],
        [['email'], emailCodeLoginBodySchema],
        [['phone_num', 'phone_country_code'], phoneCodeLoginBodySchema],
      ] as const,
      codeLoginBodySchema,
    );
    const db = c.get('db');
    const now = c.get('now');
    const facts: LoginFacts = { source: body.source, languageCode: body.language_code };
    // An unknown language_code is a 422 before any code is spent, whichever form is used.
    bodyLanguage(c, body.language_code);
    const address = clientIp(c, services.trustedProxyHops);
    await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address, now);
    await assertAddressStanding(services.limiter, address, now);

    if ('email' in body) {
      const email = body.email;
      await judgedCheck(services.limiter, address, email, now, () =>
        checkCode(db, { purpose: 'login', target: email, code: body.otp, now, consume: true }),
      );
      return ok(c, await logInByEmail(c, body.email, facts));
    }

    if ('magic_token' in body) {
      const token = body.magic_token;
      const link = await judgedCheck(services.limiter, address, `link:${token.split('.')[0]}`, now, async () => {
        const read = await readLinkToken(db, 'magic_link', token, now);
        await consumeCode(db, read.id, now);
        return read;
      });
      return ok(c, await logInByEmail(c, link.target, facts));
    }

    if ('choice_token' in body) {
      const choice = await readLinkToken(db, 'account_choice', body.choice_token, now);
      const { prefix, national } = phoneParts(choice.target);
      const chosen = (await findUsersByVerifiedPhone(db, prefix, national)).find((user) => user.id === body.user_id);
      if (!chosen) throw AppError.validation({ user_id: ['Choose one of the accounts offered'] });
      assertCanLogIn(chosen);
      await consumeCode(db, choice.id, now);
      return ok(c, await logIn(c, chosen, facts));
    }

    const phone = parsePhone(body.phone_country_code, body.phone_num);
    await judgedCheck(services.limiter, address, phone.e164, now, () =>
      checkCode(db, { purpose: 'login', target: phone.e164, code: body.otp, now, consume: true }),
    );
    const accounts = await findUsersByVerifiedPhone(db, phone.prefix, phone.national);
    const [only] = accounts;
    if (!only) throw new AppError(apiCode.userNotRegistered);
    if (accounts.length === 1) {
      assertCanLogIn(only);
      return ok(c, await logIn(c, only, facts));
    }
    const choiceToken = await issueLinkToken(db, { purpose: 'account_choice', target: phone.e164, now, ttlMs: accountChoiceTtlMs });
    const choice: z.infer<typeof accountChoiceSchema> = {
      choice_token: choiceToken,
      accounts: accounts.map((user) => ({
        user_id: user.id,
        email_masked: user.email ? maskEmail(user.email) : null,
        first_name: user.firstName,
        last_name: user.lastName,
        avatar: user.avatar,
      })),
    };
    return ok(c, choice);
  });
}
