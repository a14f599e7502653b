import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { confirmCodeBodySchema, emailChangeBodySchema, emailChangeCodeBodySchema } from '@/lib/schemas/account-settings';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { rememberDevice } from '../../auth/login';
import { codeSent, sendCode } from '../../auth/messages';
import { checkCode, consumeCode, issueCode } from '../../auth/one-time-codes';
import { endOtherSessions, proveOwner } from '../../auth/owner-proof';
import { deviceUuidOf } from '../../auth/request-facts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findProfileUser } from '../../domain/profile';
import { notify, notifySafely } from '../../domain/notifications';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { maskEmail } from '../../mail/mask';
import type { PlatformServices } from '../../platform-services';
import { accountChanged, accountContext, isUniqueViolation, userMessageLanguage } from './account-support';
import * as apiCode from '@/lib/schemas/api-codes';

const emailTaken = () => new AppError(apiCode.newEmailTaken, { data: { errors: { new_email: ['The email has already been taken.'] } } });

async function assertEmailFree(db: Database, email: string, userId: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
  if (taken) throw emailTaken();
}

function assertNewEmail(current: string | null, next: string): void {
  if (current === next) throw AppError.validation({ new_email: ['This is already your email address'] });
}

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
      /**
       * Both codes are checked before either is used, so a typo in one does not burn the other.
       * The new email is verified (the code proved it), every other session ends, and a notice
       * goes to the old address, which may belong to someone who did not ask for this.
       */
      .post('/account/email/change', validate('json', emailChangeBodySchema, 'body'), async (c) => {
        const context = await accountContext(c, services);
        const { db, user, address, now } = context;
        const body = c.get('body');
        assertNewEmail(user.email, body.new_email);
        const proof = await proveOwner(context, body, false);
        await enforceAddressLimit(services.limiter, 'codeCheckPerAddress', address, now);
        const confirmed = await checkCode(db, {
          purpose: 'change_email',
          target: body.new_email,
          code: body.otp,
          now,
          consume: false,
          userId: user.id,
        });
        await assertEmailFree(db, body.new_email, user.id);
        await consumeCode(db, confirmed.id, now);
        if (proof) await consumeCode(db, proof.id, now);

        let updated: typeof users.$inferSelect | undefined;
        try {
          [updated] = await db
            .update(users)
            .set({ email: body.new_email, isEmailVerified: true, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
        if (!updated) throw AppError.notFound('User');
        const device = deviceUuidOf(c);
        const ended = await endOtherSessions(db, user.id, { sessionId: c.get('session')?.id ?? null, deviceUuid: device }, now);
        c.set('endedSessionIds', ended);
        // This device just proved the account twice over (the proof and the new address's code).
        await rememberDevice(db, user.id, device);

        if (user.email) {
          try {
            await services.mailer.send({
              channel: 'email',
              to: user.email,
              template: 'email_changed',
              languageSlug: user.languageSlug,
              values: { name: user.firstName, family_name: user.lastName, new_email: maskEmail(body.new_email) },
            });
          } catch (error) {
            // The change is made and the new address confirmed; a notice that failed must not undo it.
            c.get('log').error({ err: error, userId: user.id }, 'could not send the email-changed notice');
          }
        }
        await notifySafely(c.get('log'), () => notify(db, user.id, 'account', { event: 'email_changed' }, now));
        return ok(c, accountChanged(await findProfileUser(db, user.id), ended.length));
      })
  );
}
