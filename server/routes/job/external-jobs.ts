import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { externalClickBodySchema } from '@/lib/schemas/applications';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { loadOpenJob } from '../../domain/my-jobs';
import { idPattern, pathId } from './path-id';
import { assertSeekerNotBanned } from '../../interviews/seeker-ban';

const devicePattern = /^[\w.:-]{1,100}$/;

/**
 * POST /job/{id}/click-external-job: an external job is applied to on the employer's site; the
 * click is counted (with the seeker when signed in, else the device) and the link answered.
 * A job with no external link is 404: there is nothing to click.
 */
export function externalJobRoutes() {
  return new Hono<AppEnv>().post(`/:id{${idPattern}}/click-external-job`, validate('json', externalClickBodySchema, 'body'), async (c) => {
    const db = c.get('db');
    const session = c.get('session');
    const userId = session?.kind === 'user' ? session.userId : null;
    if (userId !== null && session?.role === 'jobseeker') await assertSeekerNotBanned(db, userId, 'apply_to_job', c.get('now'));
    const job = await loadOpenJob(db, pathId(c.req.param('id'), 'Job'), c.get('country'), c.get('now'), c.get('session'));
    if (!job.externalUrl) throw AppError.notFound('External link');
    const uuid = c.get('body').device_uuid || c.req.header('device-uuid')?.trim();
    await db.execute(sql`
      insert into external_job_clicks (job_id, user_id, device_uuid, created_at)
      values (${job.id}, ${userId}, ${uuid && devicePattern.test(uuid) ? uuid : null}, ${c.get('now').toISOString()}::timestamptz)`);
    return ok(c, { job_id: job.id, external_url: job.externalUrl });
  });
}
