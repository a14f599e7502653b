import { Hono } from 'hono';
import { saveJobBodySchema, savedJobListQuerySchema } from '@/lib/schemas/applications';
import { isSaved, savedJob, savedJobs, saveJob, unsaveJob } from '../../domain/saved-jobs';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from './path-id';
import { seekerRequest } from './seeker-request';

/**
 * Saved jobs (core spec §7; platform spec §2 My jobs). `{id}` in saved-jobs/{id} is the job's
 * id: the seeker saves a job once, and every screen that shows the save button knows the job,
 * not the row (docs/decisions/0016). Saving is idempotent; only the owner sees a saved job.
 */
export function savedJobRoutes() {
  return new Hono<AppEnv>()
    .post('/saved-jobs/create', requireUser(), validate('json', saveJobBodySchema, 'body'), async (c) => {
      const saved = await saveJob(c.get('db'), seekerRequest(c), c.get('body'), c.req.header('device-uuid')?.trim() || null);
      return ok(c, saved, saved.created ? 201 : 200);
    })
    .delete(`/saved-jobs/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      return ok(c, await unsaveJob(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Saved job')));
    })
    .get('/jobs/saved-jobs', requireUser(), validate('query', savedJobListQuerySchema, 'query'), async (c) => {
      return ok(c, await savedJobs(c.get('db'), seekerRequest(c), c.get('query')));
    })
    .get(`/saved-jobs/:id{${idPattern}}`, requireUser(), async (c) => {
      return ok(c, await savedJob(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Saved job')));
    })
    .get(`/:id{${idPattern}}/is-saved`, requireUser(), async (c) => {
      return ok(c, await isSaved(c.get('db'), seekerRequest(c), pathId(c.req.param('id'), 'Job')));
    });
}
