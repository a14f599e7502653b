import { Hono } from 'hono';
import type { z } from 'zod';
import { getStartedRecordBodySchema, type getStartedRecordSchema } from '@/lib/schemas/auth';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import { getStartedRecords } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/** Enough for a funnel's few fields; a bigger `data` is refused rather than stored. */
const maxDataLength = 4000;

/**
 * POST /jobseeker/click/get-started-record: what was typed on get-started, for the sign-up
 * funnel. Empty email and phone_num are dropped (core spec §5); the country and device come
 * from the request.
 */
export function getStartedRecordRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/click/get-started-record', validate('json', getStartedRecordBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const now = c.get('now');
    await enforceAddressLimit(services.limiter, 'getStartedRecordPerAddress', clientIp(c, services.trustedProxyHops), now);
    const data = { ...(body.data ?? {}), ...(body.source ? { source: body.source } : {}) };
    const serialized = JSON.stringify(data);
    if (serialized.length > maxDataLength) throw AppError.validation({ data: ['Too much data'] });
    // PostgreSQL's jsonb cannot hold a NUL character.
    if (serialized.includes('\\u0000')) throw AppError.validation({ data: ['Remove the special characters'] });
    const [row] = await c
      .get('db')
      .insert(getStartedRecords)
      .values({
        email: body.email || null,
        phoneNum: body.phone_num || null,
        countryKey: c.get('country').key,
        deviceUuid: deviceUuidOf(c),
        data: Object.keys(data).length > 0 ? data : null,
        createdAt: now,
      })
      .returning({ id: getStartedRecords.id });
    if (!row) throw new Error('get-started record insert returned no row');
    const answer: z.infer<typeof getStartedRecordSchema> = { id: row.id };
    return ok(c, answer);
  });
}
