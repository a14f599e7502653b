import { Hono } from 'hono';
import { appliedJobListQuerySchema, applicationBodySchema } from '@/lib/schemas/applications';
import { appliedJob, appliedJobs, applyToJob, withdrawApplication } from '../../domain/seeker-applications';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from './path-id';
import { seekerRequest } from './seeker-request';

/**
 * Applying, the seeker's applications and withdrawing (core spec §3, §7; platform spec §4).
 * Every route is the signed-in seeker's own: another seeker's application is a 404.
 */
export function applicationRoutes() {
  return new Hono<AppEnv>()
    .post(`/jobs/:id{${idPattern}}/applications`, requireUser(), validate('json', applicationBodySchema, 'body'), async (c) => {
      return ok(c, await applyToJob(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Job'), c.get('body')), 201);
    })
    .get('/job-applications/jobseekers', requireUser(), validate('query', appliedJobListQuerySchema, 'query'), async (c) => {
      return ok(c, await appliedJobs(c.get('db'), seekerRequest(c), c.get('query')));
    })
    .get(`/jobs/applied-jobs/:id{${idPattern}}`, requireUser(), async (c) => {
      return ok(c, await appliedJob(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Application')));
    })
    .patch(`/applied-jobs/:id{${idPattern}}/withdraw`, requireUser(), async (c) => {
      return ok(c, await withdrawApplication(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Application')));
    });
}
