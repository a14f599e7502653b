import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { reportEventsBodySchema } from '@/lib/schemas/event';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import { clientEvents } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { tooLarge } from '../../http/input-guard';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/** A batch of 1000 events with a little data each fits; a larger body is refused unread. */
export const eventsBodyBytes = 512 * 1024;

/**
 * POST /event/report/events: anyone may report (pages track guests too), so the input is capped
 * and rate-limited rather than authenticated: a 512 KB body, 1000 events of at most 4 KB of data
 * each (the schema), and batches per device (the signed-in user, else Device-Uuid, else the
 * batch's first device_id) and per address, over which it is 429 40006 with retry_after.
 */
export function eventRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post(
    '/report/events',
    bodyLimit({ maxSize: eventsBodyBytes, onError: () => Promise.reject(tooLarge(eventsBodyBytes)) }),
    async (c, next) => {
      await enforceAddressLimit(services.limiter, 'eventBatchesPerAddress', clientIp(c, services.trustedProxyHops), c.get('now'));
      await next();
    },
    validate('json', reportEventsBodySchema, 'body'),
    async (c) => {
      const { events } = c.get('body');
      const country = c.get('country');
      const session = c.get('session');
      const reporter = session?.kind === 'user' && session.userId ? `user:${session.userId}` : `device:${deviceUuidOf(c) ?? events[0]?.device_id}`;
      await enforceLimit(services.limiter, 'eventBatchesPerDevice', reporter, c.get('now'));
      await c
        .get('db')
        .insert(clientEvents)
        .values(
          events.map((event) => ({
            countryKey: country.key,
            name: event.event_name,
            deviceId: event.device_id,
            deviceType: event.device_type,
            deviceName: event.device_name,
            eventTime: event.event_time,
            data: event.data ?? null,
          })),
        );
      return ok(c, { accepted: events.length });
    },
  );
}
