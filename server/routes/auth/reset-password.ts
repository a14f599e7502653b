import { Hono } from 'hono';
import {
  type passwordResetSchema,
  type resetCodeVerifiedSchema,
  resetCodeBodySchema,
  resetPasswordBodySchema,
  verifyResetCodeBodySchema,
} from '@/lib/schemas/auth';
import type { z } from 'zod';
import { findUserByEmail } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import { addressFailed, assertAddressStanding, judgedCheck } from '../../auth/address-standing';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { codeSent, messageLanguage, sendCode } from '../../auth/messages';
import { checkCode, issueCode } from '../../auth/one-time-codes';
import { bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import { resetPassword } from '../../domain/password-reset';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * Reset password (core spec §4): send a code, verify it (the web then shows /change-password),
 * set the new password with the same code.
 */
export function resetPasswordRoutes(services: PlatformServices) {
  const address = (c: Parameters<typeof clientIp>[0]) => clientIp(c, services.trustedProxyHops);

  return (
    new Hono<AppEnv>()
      /**
       * The same answer whether or not the email has an account (nothing is sent without one, nor
       * to a suspended one). At most 5 sends per email an hour: the next is 429 40006 with
       * retry_after, counted for unknown emails too so the limit reveals nothing. Each request
       * counts against the address's standing until a reset code comes back (docs/decisions/0065).
       */
      .post('/reset-password/otp', validate('json', resetCodeBodySchema, 'body'), async (c) => {
        const { email, language_code: languageCode } = c.get('body');
        const db = c.get('db');
        const now = c.get('now');
        const requestLanguage = bodyLanguage(c, languageCode);
        await enforceAddressLimit(services.limiter, 'resetSendPerAddress', address(c), now);
        await assertAddressStanding(services.limiter, address(c), now);
        await enforceLimit(services.limiter, 'resetSendPerEmail', email, now);
        await addressFailed(services.limiter, address(c), now);
        const user = await findUserByEmail(db, email);
        if (user && user.status !== 'suspended') {
          const code = await issueCode(db, { purpose: 'reset_password', target: email, userId: user.id, now });
          await sendCode(services, {
            channel: 'email',
            to: email,
            template: 'reset_password',
            languageSlug: messageLanguage(user, requestLanguage),
            code,
            name: user.firstName,
            familyName: user.lastName,
          });
        }
        return ok(c, codeSent());
      })
      /** Checks the code without using it up; a wrong try counts toward the code's five. */
      .post('/reset-password/verify-otp', validate('json', verifyResetCodeBodySchema, 'body'), async (c) => {
        const { email, otp } = c.get('body');
        const now = c.get('now');
        await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address(c), now);
        await judgedCheck(services.limiter, address(c), email, now, () =>
          checkCode(c.get('db'), { purpose: 'reset_password', target: email, code: otp, now, consume: false }),
        );
        const answer: z.infer<typeof resetCodeVerifiedSchema> = { verified: true };
        return ok(c, answer);
      })
      /**
       * Checks and uses up the code, sets the password (hasPassword true; the code also proves
       * the email), ends every session of the account and forgets every device but this one,
       * then tells the owner by email.
       */
      .post('/reset-password', validate('json', resetPasswordBodySchema, 'body'), async (c) => {
        const { email, otp, new_password: newPassword } = c.get('body');
        const db = c.get('db');
        const now = c.get('now');
        await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address(c), now);
        const checked = await judgedCheck(services.limiter, address(c), email, now, () =>
          checkCode(db, { purpose: 'reset_password', target: email, code: otp, now, consume: true }),
        );
        await resetPassword(db, { mailer: services.mailer, log: c.get('log') }, {
          email,
          codeUserId: checked.userId,
          newPassword,
          deviceUuid: deviceUuidOf(c),
          now,
          onSessionsEnded: (ids) => c.set('endedSessionIds', ids),
        });
        const answer: z.infer<typeof passwordResetSchema> = { password_reset: true };
        return ok(c, answer);
      })
  );
}
