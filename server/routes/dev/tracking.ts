import { Hono } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { devTrackingQuerySchema } from '@/lib/schemas/event';
import { jobTrackingEvents } from '../../db/schema';
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
  return new Hono<AppEnv>().use('*', devOnly(services.devSurfaces)).get('/tracking', validate('query', devTrackingQuerySchema, 'query'), async (c) => {
    const rows = await c
      .get('db')
      .select()
      .from(jobTrackingEvents)
      .where(eq(jobTrackingEvents.queryId, c.get('query').query_id))
      .orderBy(asc(jobTrackingEvents.id))
      .limit(500);
    return ok(c, {
      events: rows.map((row) => ({
        kind: row.kind,
        job_id: row.jobId,
        query_id: row.queryId,
        index: row.position,
        page_num: row.pageNum,
        scene: row.scene,
        page: row.page,
        sub_page: row.subPage,
        device: row.device,
        user_id: row.userId,
        device_uuid: row.deviceUuid,
        client_at: row.clientAt.toISOString(),
      })),
    });
  });
}
