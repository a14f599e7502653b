import { Hono } from 'hono';
import { jobPreferenceBodySchema } from '@/lib/schemas/jobseeker';
import {
  createJobPreference,
  deleteJobPreference,
  findJobPreference,
  jobPreferenceName,
  updateJobPreference,
} from '../../domain/job-preferences';
import { listJobPreferences } from '../../domain/profile';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

/**
 * /jobseeker/job-preferences (core spec §7 Profile): a list, create, read, update and delete.
 * At most 3 remote (41262) and 3 on-site or hybrid (41263); the last cannot be deleted (41341).
 * Counting and writing happen under a lock on the user, so parallel requests respect them.
 */
export function jobPreferenceRoutes() {
  const body = validate('json', jobPreferenceBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/job-preferences', requireUser(), async (c) => ok(c, { job_preferences: await listJobPreferences(c.get('db'), c.get('userId')) }))
    .post('/job-preferences/create', requireUser(), body, async (c) =>
      ok(c, await createJobPreference(c.get('db'), { userId: c.get('userId'), body: c.get('body'), now: c.get('now') }), 201),
    )
    .get(`/job-preferences/:id{${idPattern}}`, requireUser(), async (c) =>
      ok(c, await findJobPreference(c.get('db'), rowId(c, jobPreferenceName), c.get('userId'))),
    )
    .patch(`/job-preferences/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const id = rowId(c, jobPreferenceName);
      return ok(c, await updateJobPreference(c.get('db'), id, { userId: c.get('userId'), body: c.get('body'), now: c.get('now') }));
    })
    .delete(`/job-preferences/:id{${idPattern}}/delete`, requireUser(), async (c) =>
      ok(c, await deleteJobPreference(c.get('db'), rowId(c, jobPreferenceName), c.get('userId'))),
    );
}
