import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { jobViewBodySchema } from '@/lib/schemas/job';
import { enforceAddressLimit } from '../../auth/limits';
import { clientIp } from '../../auth/client-ip';
import { addressKeyOf, perAddressDailyCap } from '../../events/client-key';
import { AppError } from '../../http/app-error';
import { assertJobReachable } from '../../domain/job-visibility';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import type { PlatformServices } from '../../platform-services';
import { parseOrThrow, readTarget } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';

/**
 * POST /job/{jobId}/view. Only web and mobile_web views count (core spec §5); the body's device
 * wins over the Device header. A view counts once per job and UTC day for each device, and for
 * an address that names no device; one address adds at most `perAddressDailyCap` views of a job
 * a day however many device ids it makes up, and a view from neither a device nor a known
 * address is not counted (docs/decisions/0064). Not counted is still 200 with `counted: false`:
 * the page never reads the answer. Past `jobViewsPerAddress` requests the address gets 429.
 */
export function viewRoutes(services: Pick<PlatformServices, 'limiter' | 'trustedProxyHops'>) {
  return new Hono<AppEnv>().post(`/:jobId{${idPattern}}/view`, async (c) => {
    await enforceAddressLimit(services.limiter, 'jobViewsPerAddress', clientIp(c, services.trustedProxyHops), c.get('now'));
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
    const clientKey = addressKeyOf(c, services.trustedProxyHops);
    const day = c.get('now').toISOString().slice(0, 10);
    // The slot is the view's place among the address's views of the job that day; the unique
    // indexes drop a repeat (device or address) and a view past the cap, also under a race.
    const inserted =
      deviceUuid === null && clientKey === null
        ? []
        : rowsOf<{ id: number }>(
            await db.execute(sql`
              insert into job_views (job_id, device_uuid, device, viewed_on, client_key, slot)
              select ${jobId}, ${deviceUuid}, ${input.device}, ${day}::date, ${clientKey},
                case when ${clientKey}::text is null then null else t.n + 1 end
              from (select count(*)::int as n from job_views
                where ${clientKey}::text is not null and job_id = ${jobId} and client_key = ${clientKey} and viewed_on = ${day}::date) t
              where ${clientKey}::text is null or t.n < ${perAddressDailyCap}
              on conflict do nothing
              returning id`),
          );
    const [views] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from job_views where job_id = ${jobId}`),
    );
    return ok(c, { job_id: jobId, counted: inserted.length > 0, views: Number(views?.n ?? 0) });
  });
}
