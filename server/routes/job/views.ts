import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { jobViewBodySchema } from '@/lib/schemas/job';
import { AppError } from '../../http/app-error';
import { assertJobReachable } from '../../domain/job-visibility';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';

/**
 * POST /job/{jobId}/view. Only web and mobile_web views count (core spec §5); the body's device
 * wins over the Device header. A device counts once per job and UTC day; without a device uuid
 * every view counts, as there is nothing to tell two visitors apart.
 */
export function viewRoutes() {
  return new Hono<AppEnv>().post(`/:jobId{${idPattern}}/view`, async (c) => {
    const raw = await readTarget(c, 'json');
    const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const input = parseOrThrow(jobViewBodySchema, {
      device: body.device ?? c.req.header('device'),
      device_uuid: body.device_uuid ?? c.req.header('device-uuid'),
    });
    const jobId = pathId(c.req.param('jobId'), 'Job');
    const db = c.get('db');
    const job = rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from jobs where id = ${jobId} and country_key = ${c.get('country').key} and status <> 'deleted'`,
      ),
    )[0];
    if (!job) throw AppError.notFound('Job');
    await assertJobReachable(db, jobId, c.get('session'));
    const deviceUuid = input.device_uuid || null;
    const inserted = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into job_views (job_id, device_uuid, device, viewed_on)
        values (${jobId}, ${deviceUuid}, ${input.device}, ${c.get('now').toISOString().slice(0, 10)}::date)
        on conflict (job_id, device_uuid, viewed_on) where device_uuid is not null do nothing
        returning id`),
    );
    const [views] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from job_views where job_id = ${jobId}`),
    );
    return ok(c, { job_id: jobId, counted: inserted.length > 0, views: Number(views?.n ?? 0) });
  });
}
