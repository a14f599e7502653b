import { Hono } from 'hono';
import { recruiterLoginBodySchema, type RecruiterLoginAnswer } from '@/lib/schemas/recruiter';
import { findUserByEmail } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit, limitKey } from '../../auth/limits';
import { assertCanLogIn, rememberDevice } from '../../auth/login';
import { spendPasswordCheck, verifyPassword } from '../../auth/passwords';
import { recruiterOfUser } from '../../auth/recruiter-accounts';
import { deviceUuidOf } from '../../auth/request-facts';
import { createSession } from '../../auth/sessions';
import { roleFromHeader } from '../../http/authenticate';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { toSessionUser } from '../../domain/session-user';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * POST /auth/recruiters/login (Role-Id 2): a recruiter's email and password. The answer has the
 * seeker login's shape plus who the recruiter is; the session it opens speaks for the recruiter
 * side only (seeker routes refuse it). An account that is not a recruiter's answers like a wrong
 * password, after the same argon2 work, so the call tells nobody which emails are recruiters.
 */
export function recruiterAuthRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/recruiters/login', validate('json', recruiterLoginBodySchema, 'body'), async (c) => {
    if (roleFromHeader(c.req.header('role-id')) === 'jobseeker') throw new AppError(apiCode.noPermission);
    const body = c.get('body');
    const db = c.get('db');
    const now = c.get('now');
    await enforceAddressLimit(services.limiter, 'loginPerAddress', clientIp(c, services.trustedProxyHops), now);
    await enforceLimit(services.limiter, 'loginPerAccount', `recruiter:${body.email}`, now);

    const user = await findUserByEmail(db, body.email);
    const recruiter = user ? await recruiterOfUser(db, user.id) : null;
    const passwordOk = user && recruiter ? await verifyPassword(user.passwordHash, body.password) : await spendPasswordCheck(body.password);
    if (!user || !recruiter || !passwordOk) throw new AppError(apiCode.wrongCredentials);
    await services.limiter.reset(limitKey('loginPerAccount', `recruiter:${body.email}`));
    assertCanLogIn(user);

    const device = deviceUuidOf(c);
    const token = await createSession(db, { userId: user.id, kind: 'user', role: 'recruiter', deviceUuid: device, source: 'recruiter', now });
    await rememberDevice(db, user.id, device);
    const answer: RecruiterLoginAnswer = {
      ...toSessionUser(user),
      session_id: token,
      is_profile_update_required: false,
      role: 'recruiter',
      recruiter,
    };
    return ok(c, answer);
  });
}
