import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { passwordChangeBodySchema } from '@/lib/schemas/account-settings';
import { rememberDevice } from '../../auth/login';
import { endOtherSessions, proveOwner } from '../../auth/owner-proof';
import { hashPassword } from '../../auth/passwords';
import { deviceUuidOf } from '../../auth/request-facts';
import { users } from '../../db/schema';
import { findProfileUser } from '../../domain/profile';
import { notify, notifySafely } from '../../domain/notifications';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { accountChanged, accountContext } from './account-support';

/**
 * PUT /jobseeker/account/password: a new password for the signed-in seeker, with the current
 * one or (for an account without one) a code mailed to its email. Unlike a reset, the session
 * that changes it stays signed in; every other one ends, and the owner is told by email.
 */
export function accountPasswordRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().put('/account/password', requireUser(), validate('json', passwordChangeBodySchema, 'body'), async (c) => {
    const context = await accountContext(c, services);
    const { db, user, now } = context;
    const body = c.get('body');
    if (body.password !== undefined && body.password === body.new_password) {
      throw AppError.validation({ new_password: ['Choose a password different from the current one'] });
    }
    await proveOwner(context, body, true);
    const [updated] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.new_password), hasPassword: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw AppError.notFound('User');
    const device = deviceUuidOf(c);
    const ended = await endOtherSessions(db, user.id, { sessionId: c.get('session')?.id ?? null, deviceUuid: device }, now);
    c.set('endedSessionIds', ended);
    await rememberDevice(db, user.id, device);

    if (user.email) {
      try {
        await services.mailer.send({
          channel: 'email',
          to: user.email,
          template: 'password_updated',
          languageSlug: user.languageSlug,
          values: { name: user.firstName, family_name: user.lastName },
        });
      } catch (error) {
        c.get('log').error({ err: error, userId: user.id }, 'could not send the password-updated notice');
      }
    }
    await notifySafely(c.get('log'), () => notify(db, user.id, 'account', { event: 'password_changed' }, now));
    return ok(c, accountChanged(await findProfileUser(db, user.id), ended.length));
  });
}
