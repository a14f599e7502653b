import { Hono } from 'hono';
import { phoneChangeBodySchema, phoneChangeCodeBodySchema } from '@/lib/schemas/account-settings';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { codeSent, sendCode } from '../../auth/messages';
import { issueCode } from '../../auth/one-time-codes';
import { proveOwner } from '../../auth/owner-proof';
import { assertSmsAllowed, parsePhone } from '../../auth/phone-numbers';
import { assertPhoneFree } from '../../auth/phone-proof';
import { changePhone } from '../../domain/account-settings';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { accountContext, userMessageLanguage } from './account-support';

/**
 * Changing the phone with a code by SMS to the new number, where the number's country allows
 * SMS (lib/countries). The number is saved, verified, only once its code comes back, with the
 * session that verified it (docs/decisions/0065).
 */
export function accountPhoneRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .post('/account/phone/send-code', requireUser(), validate('json', phoneChangeCodeBodySchema, 'body'), async (c) => {
      const context = await accountContext(c, services);
      const { db, user, address, now } = context;
      const body = c.get('body');
      const phone = parsePhone(body.phone_country_code, body.phone_num);
      assertSmsAllowed(phone);
      await proveOwner(context, body, false);
      await assertPhoneFree(db, phone, user);
      await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address, now);
      await enforceLimit(services.limiter, 'accountChangeSendPerUser', `account_change:${user.id}`, now);
      await enforceLimit(services.limiter, 'codeSendPerTarget', `change_phone:${phone.e164}`, now);
      const code = await issueCode(db, { purpose: 'change_phone', target: phone.e164, userId: user.id, now });
      const languageSlug = userMessageLanguage(c, user, body.language_code);
      await sendCode(services, { channel: 'sms', to: phone.e164, template: 'verify_phone', languageSlug, code });
      return ok(c, codeSent());
    })
    .post('/account/phone/change', requireUser(), validate('json', phoneChangeBodySchema, 'body'), async (c) => {
      const context = await accountContext(c, services);
      const body = c.get('body');
      const phone = parsePhone(body.phone_country_code, body.phone_num);
      return ok(c, await changePhone(context, { body, phone, sessionId: c.get('session')?.id ?? null }));
    });
}
