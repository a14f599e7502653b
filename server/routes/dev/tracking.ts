import { Hono } from 'hono';
import { devTrackingQuerySchema } from '@/lib/schemas/event';
import { devTrackingEvents } from '../../domain/dev-surfaces';
import type { AppEnv } from '../../http/context';
import { devOnly } from '../../http/dev-only';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * Development only: GET /dev/tracking?query_id= answers the stored clicks and exposures of one
 * search (at most 500), so an e2e test can see what the page's tracking stored. Behind `devOnly`
 * like every /dev route (a local run, a loopback caller no proxy forwarded).
 */
export function devTrackingRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .use('*', devOnly(services.devSurfaces))
    .get('/tracking', validate('query', devTrackingQuerySchema, 'query'), async (c) =>
      ok(c, { events: await devTrackingEvents(c.get('db'), c.get('query').query_id) }),
    );
}
