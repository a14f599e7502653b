import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { reportEventsBodySchema, type TrackingReportResult, trackingReportBodySchema } from '@/lib/schemas/event';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit, enforceLimit, type LimitName } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import type { Database } from '../../db/client';
import { addressKeyOf } from '../../events/client-key';
import { createEventSink, type EventSink, sortRecords, type TrackingKind } from '../../events/tracking';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { tooLarge } from '../../http/input-guard';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/** A batch of 1000 events with a little data each fits; a larger body is refused unread. */
export const eventsBodyBytes = 512 * 1024;
/** 100 click or expose records of ~600 bytes each fit. */
export const trackingBodyBytes = 64 * 1024;

const capBody = (bytes: number) => bodyLimit({ maxSize: bytes, onError: () => Promise.reject(tooLarge(bytes)) });

/** The signed-in user, else the Device-Uuid header, else what the body names. */
function reporterOf<E extends AppEnv>(c: Context<E>, fallback: string | null | undefined): string {
  const session = c.var.session;
  if (session?.kind === 'user' && session.userId) return `user:${session.userId}`;
  return `device:${deviceUuidOf(c) ?? fallback ?? 'unknown'}`;
}

/**
 * The events service (docs/decisions/0035). Anyone may report (pages track guests too), so every
 * route is capped and rate-limited rather than authenticated, and its rows go through the
 * process's batchers: the answer comes once the rows are stored, and a burst of requests shares
 * multi-row inserts instead of paying a transaction each.
 *
 * - POST /report/events and POST /app/upload_web_events: a list of client events (device_id,
 *   device_type, device_name, event_time, data); 512 KB, 1000 events of at most 4 KB data each.
 * - POST /logs/report/click and /logs/report/expose: `{ data: [...], from: 1 }`, at most 100
 *   records in 64 KB; records without a job id or query id are ignored, a repeat of the same
 *   user, job and query within a second is suppressed, an exposure is stored once per job, query
 *   id and user. The click may come by `navigator.sendBeacon` (no custom headers: the device uuid
 *   is in the records, the session in its cookie). Every stored record is answered as accepted,
 *   but a job's counts take each device once a day, each address at most a few times a day, and
 *   a click only with an exposure of the job in the same list (docs/decisions/0064).
 * Over a limit (per device: the signed-in user, else Device-Uuid, else the body's device id; and
 * per address) it is 429 40006 with retry_after.
 */
export function eventRoutes(services: PlatformServices, db: Database, sink: EventSink = createEventSink(db)) {
  const routes = new Hono<AppEnv>();
  const addressLimit = (name: LimitName) => async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await enforceAddressLimit(services.limiter, name, clientIp(c, services.trustedProxyHops), c.get('now'));
    await next();
  };

  for (const path of ['/report/events', '/app/upload_web_events']) {
    routes.post(path, capBody(eventsBodyBytes), addressLimit('eventBatchesPerAddress'), validate('json', reportEventsBodySchema, 'body'), async (c) => {
      const { events } = c.get('body');
      const country = c.get('country');
      await enforceLimit(services.limiter, 'eventBatchesPerDevice', reporterOf(c, events[0]?.device_id), c.get('now'));
      await sink.clientEvents.add(
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

  for (const kind of ['click', 'expose'] as const satisfies readonly TrackingKind[]) {
    routes.post(
      `/logs/report/${kind}`,
      capBody(trackingBodyBytes),
      addressLimit('trackingReportsPerAddress'),
      validate('json', trackingReportBodySchema, 'body'),
      async (c) => {
        const { data } = c.get('body');
        const session = c.get('session');
        const userId = session?.kind === 'user' && session.userId ? session.userId : null;
        const firstDevice = data.find((record) => record.device_uuid)?.device_uuid;
        await enforceLimit(services.limiter, 'trackingReportsPerDevice', reporterOf(c, firstDevice), c.get('now'));
        const who = {
          userId,
          deviceUuid: deviceUuidOf(c),
          clientKey: addressKeyOf(c, services.trustedProxyHops),
          day: c.get('now').toISOString().slice(0, 10),
        };
        const sorted = sortRecords(kind, data, who, sink.duplicates);
        await sink.tracking.add(sorted.rows);
        const answer: TrackingReportResult = { accepted: sorted.rows.length, ignored: sorted.ignored, suppressed: sorted.suppressed };
        return ok(c, answer);
      },
    );
  }
  return routes;
}
