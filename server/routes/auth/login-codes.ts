import { Hono } from 'hono';
import {
  emailLoginCodeBodySchema,
  phoneLoginCodeBodySchema,
  sendLoginCodeBodySchema,
} from '@/lib/schemas/auth';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { findUserByEmail, findUsersByVerifiedPhone } from '../../auth/accounts';
import { addressFailed, assertAddressStanding } from '../../auth/address-standing';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { codeSent, messageLanguage, sendCode } from '../../auth/messages';
import { issueCode, issueLinkToken, magicLinkTtlMs } from '../../auth/one-time-codes';
import { assertSmsAllowed, parsePhone } from '../../auth/phone-numbers';
import { bodyLanguage } from '../../auth/request-facts';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import type { PlatformServices } from '../../platform-services';
import { parseBodyForm } from './body-branch';

/**
 * POST /auth/jobseekers/send-otp: a login code (or a magic link) by email, or a code by SMS to
 * a phone whose country allows it. The answer is the same whether or not an account exists
 * (a new email registers when its code is used). Limited per email or phone and per address.
 */
export function loginCodeRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/jobseekers/send-otp', async (c) => {
    const body = await parseBodyForm(
      c,
      [
        [['email', 'magic_link'], emailLoginCodeBodySchema],
        [['phone_num', 'phone_country_code'], phoneLoginCodeBodySchema],
      ] as const,
      sendLoginCodeBodySchema,
    );
    const db = c.get('db');
    const now = c.get('now');
    const requestLanguage = bodyLanguage(c, body.language_code);
    const address = clientIp(c, services.trustedProxyHops);
    await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address, now);
    // Each code counts against the address until it is used (docs/decisions/0065): a sweep of
    // many targets is stopped, an office whose people use their codes is not.
    await assertAddressStanding(services.limiter, address, now);

    if ('email' in body) {
      await enforceLimit(services.limiter, 'codeSendPerTarget', `login:${body.email}`, now);
      await addressFailed(services.limiter, address, now);
      const user = await findUserByEmail(db, body.email);
      const languageSlug = messageLanguage(user, requestLanguage);
      if (!body.magic_link) {
        const code = await issueCode(db, { purpose: 'login', target: body.email, userId: user?.id, now });
        await sendCode(services, { channel: 'email', to: body.email, template: 'login_code', languageSlug, code, name: user?.firstName, familyName: user?.lastName });
        return ok(c, codeSent());
      }
      const token = await issueLinkToken(db, { purpose: 'magic_link', target: body.email, userId: user?.id, now, ttlMs: magicLinkTtlMs });
      const link = new URL(`/${languageSlug}/get-started/magic`, services.webOrigin(c.get('country').key));
      link.searchParams.set('token', token);
      const redirect = safeRedirectPath(body.redirect);
      if (redirect) link.searchParams.set('redirect', redirect);
      await services.mailer.send({
        channel: 'email',
        to: body.email,
        template: 'magic_link',
        languageSlug,
        values: { link: link.toString(), minutes: magicLinkTtlMs / 60_000, name: user?.firstName ?? '', family_name: user?.lastName ?? '' },
      });
      return ok(c, codeSent());
    }

    const phone = parsePhone(body.phone_country_code, body.phone_num);
    assertSmsAllowed(phone);
    await enforceLimit(services.limiter, 'codeSendPerTarget', `login:${phone.e164}`, now);
    await addressFailed(services.limiter, address, now);
    const accounts = await findUsersByVerifiedPhone(db, phone.prefix, phone.national);
    const code = await issueCode(db, { purpose: 'login', target: phone.e164, now });
    await sendCode(services, {
      channel: 'sms',
      to: phone.e164,
      template: 'login_code',
      languageSlug: messageLanguage(accounts.length === 1 ? accounts[0] : undefined, requestLanguage),
      code,
    });
    return ok(c, codeSent());
  });
}
