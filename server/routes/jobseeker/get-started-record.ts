import { Hono } from 'hono';
import type { z } from 'zod';
import { getStartedRecordBodySchema, type getStartedRecordSchema } from '@/lib/schemas/auth';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import { recordGetStarted } from '../../domain/get-started-records';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * POST /jobseeker/click/get-started-record: what was typed on get-started, for the sign-up
 * funnel. Empty email and phone_num are dropped (core spec §5); the country and device come
 * from the request.
 */
export function getStartedRecordRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/click/get-started-record', validate('json', getStartedRecordBodySchema, 'body'), async (c) => {
    const now = c.get('now');
    await enforceAddressLimit(services.limiter, 'getStartedRecordPerAddress', clientIp(c, services.trustedProxyHops), now);
    const id = await recordGetStarted(c.get('db'), c.get('body'), { countryKey: c.get('country').key, deviceUuid: deviceUuidOf(c), now });
    const answer: z.infer<typeof getStartedRecordSchema> = { id };
    return ok(c, answer);
  });
}
