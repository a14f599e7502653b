import { Hono } from 'hono';
import { confirmCodeBodySchema, emailChangeBodySchema, emailChangeCodeBodySchema } from '@/lib/schemas/account-settings';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { codeSent, sendCode } from '../../auth/messages';
import { issueCode } from '../../auth/one-time-codes';
import { proveOwner } from '../../auth/owner-proof';
import { assertEmailFree, assertNewEmail, changeEmail } from '../../domain/account-email';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { accountContext, changeRequest, userMessageLanguage } from './account-support';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Changing the login email (issue 18 item 4): prove the account (password or a code to the
 * current email), confirm the new address with a code sent there, and the old address is told.
 */
export function accountEmailRoutes(services: PlatformServices) {
  return (
    new Hono<AppEnv>()
      .use('/account/*', requireUser())
      /** A code to the current email, for owners without a password (or who forgot it). */
      .post('/account/confirm-code', validate('json', confirmCodeBodySchema, 'body'), async (c) => {
        const { db, user, address, now } = await accountContext(c, services);
        if (!user.email) throw new AppError(apiCode.emailRequired);
        await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address, now);
        await enforceLimit(services.limiter, 'codeSendPerTarget', `confirm_account:${user.email}`, now);
        const code = await issueCode(db, { purpose: 'confirm_account', target: user.email, userId: user.id, now });
        const languageSlug = userMessageLanguage(c, user, c.get('body').language_code);
        await sendCode(services, { channel: 'email', to: user.email, template: 'confirm_account', languageSlug, code, name: user.firstName, familyName: user.lastName });
        return ok(c, codeSent());
      })
      /** Checks the proof (without using a code up) and sends a code to the new address. */
      .post('/account/email/send-code', validate('json', emailChangeCodeBodySchema, 'body'), async (c) => {
        const context = await accountContext(c, services);
        const { db, user, address, now } = context;
        const body = c.get('body');
        assertNewEmail(user.email, body.new_email);
        await proveOwner(context, body, false);
        await assertEmailFree(db, body.new_email, user.id);
        await enforceAddressLimit(services.limiter, 'codeSendPerAddress', address, now);
        await enforceLimit(services.limiter, 'accountChangeSendPerUser', `account_change:${user.id}`, now);
        await enforceLimit(services.limiter, 'codeSendPerTarget', `change_email:${body.new_email}`, now);
        const code = await issueCode(db, { purpose: 'change_email', target: body.new_email, userId: user.id, now });
        const languageSlug = userMessageLanguage(c, user, body.language_code);
        await sendCode(services, { channel: 'email', to: body.new_email, template: 'change_email', languageSlug, code, name: user.firstName, familyName: user.lastName });
        return ok(c, codeSent());
      })
      /** Both codes are checked, then the email changes (domain/account-email). */
      .post('/account/email/change', validate('json', emailChangeBodySchema, 'body'), async (c) =>
        ok(c, await changeEmail(await accountContext(c, services), c.get('body'), changeRequest(c))),
      )
  );
}
