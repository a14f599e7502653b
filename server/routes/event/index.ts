import { Hono } from 'hono';
import { reportEventsBodySchema } from '@/lib/schemas/event';
import { clientEvents } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

export function eventRoutes() {
  return new Hono<AppEnv>().post('/report/events', validate('json', reportEventsBodySchema, 'body'), async (c) => {
    const { events } = c.get('body');
    const country = c.get('country');
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
  });
}
