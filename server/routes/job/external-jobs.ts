import { Hono } from 'hono';
import { externalClickBodySchema } from '@/lib/schemas/applications';
import { clickExternalJob } from '../../domain/external-jobs';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from './path-id';

/**
 * POST /job/{id}/click-external-job: an external job is applied to on the employer's site; the
 * click is counted (with the seeker when signed in, else the device) and the link answered.
 * A job with no external link is 404: there is nothing to click.
 */
export function externalJobRoutes() {
  return new Hono<AppEnv>().post(`/:id{${idPattern}}/click-external-job`, validate('json', externalClickBodySchema, 'body'), async (c) => {
    const click = await clickExternalJob(c.get('db'), {
      jobId: pathId(c.req.param('id'), 'Job'),
      country: c.get('country'),
      session: c.get('session'),
      deviceUuid: c.get('body').device_uuid || c.req.header('device-uuid')?.trim(),
      now: c.get('now'),
    });
    return ok(c, click);
  });
}
