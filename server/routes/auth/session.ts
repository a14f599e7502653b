import { Hono } from 'hono';
import type { z } from 'zod';
import { guestLoginBodySchema, type guestSessionSchema, logoutBodySchema, type logoutResultSchema } from '@/lib/schemas/auth';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import { createSession, resolveSession, revokeSession } from '../../auth/sessions';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

const deviceUuidPattern = /^[\w.:-]{1,100}$/;

export function sessionRoutes(services: PlatformServices) {
  return (
    new Hono<AppEnv>()
      /**
       * POST /auth/log-out: ends the session the request carries (Bearer or cookie) or names in
       * `session`. Logging out without a live session is no error (logged_out false): the web
       * clears its cookies either way and must not be sent to a 401 for it.
       */
      .post('/log-out', validate('json', logoutBodySchema, 'body'), async (c) => {
        const db = c.get('db');
        const now = c.get('now');
        const named = c.get('body').session;
        const session = named ? await resolveSession(db, named, now) : c.get('session');
        if (session) await revokeSession(db, session.id, now);
        const answer: z.infer<typeof logoutResultSchema> = { logged_out: session !== null };
        return ok(c, answer);
      })
      /** POST /auth/guest/login: a guest session (core spec §4) for a visitor with none. */
      .post('/guest/login', validate('json', guestLoginBodySchema, 'body'), async (c) => {
        const now = c.get('now');
        await enforceAddressLimit(services.limiter, 'guestPerAddress', clientIp(c, services.trustedProxyHops), now);
        const fromBody = c.get('body').device_uuid?.trim();
        const token = await createSession(c.get('db'), {
          userId: null,
          kind: 'guest',
          deviceUuid: fromBody && deviceUuidPattern.test(fromBody) ? fromBody : deviceUuidOf(c),
          source: c.req.header('device') === 'mobile_web' ? 'mobile_web' : 'web',
          now,
        });
        const answer: z.infer<typeof guestSessionSchema> = { session_id: token, guest: true };
        return ok(c, answer);
      })
  );
}
