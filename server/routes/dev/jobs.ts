import { Hono } from 'hono';
import { devPostJobBodySchema } from '@/lib/schemas/company-follows';
import { postDevJob } from '../../domain/dev-jobs';
import type { AppEnv } from '../../http/context';
import { devOnly } from '../../http/dev-only';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * Development only: POST /dev/jobs { company_id, title } posts a job for the company now, as a
 * copy of its newest open job under the new title, and tells the company's followers at once
 * (the background schedule would within two minutes). The platform has no recruiter job posting
 * yet; this is how an e2e test makes "a new job" through the running platform (issue 35 item 4).
 * Behind `devOnly` like every /dev route.
 */
export function devJobRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().use('*', devOnly(services.devSurfaces)).post('/jobs', validate('json', devPostJobBodySchema, 'body'), async (c) => {
    const { company_id: companyId, title } = c.get('body');
    return ok(c, await postDevJob(c.get('db'), companyId, title, c.get('now')), 201);
  });
}
