import { Hono } from 'hono';
import { passwordChangeBodySchema } from '@/lib/schemas/account-settings';
import { changePassword } from '../../domain/account-settings';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { accountContext, changeRequest } from './account-support';

/**
 * PUT /jobseeker/account/password: a new password for the signed-in seeker, with the current
 * one or (for an account without one) a code mailed to its email. Unlike a reset, the session
 * that changes it stays signed in; every other one ends, and the owner is told by email.
 */
export function accountPasswordRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().put('/account/password', requireUser(), validate('json', passwordChangeBodySchema, 'body'), async (c) =>
    ok(c, await changePassword(await accountContext(c, services), c.get('body'), changeRequest(c))),
  );
}
