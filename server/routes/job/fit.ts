import { Hono } from 'hono';
import { fitListQuerySchema } from '@/lib/schemas/fit';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { loadFit } from '../../fit/load';
import { scoreFit } from '../../fit/score';
import { fitDetailOf, fitLabelOf } from '../../fit/words';
import { idPattern, pathId } from './path-id';

/**
 * Fit, explained (issue 35 item 1; docs/decisions/0075). GET /job/fit?job_ids= answers the labels
 * of a page of cards (at most 20; unknown, deleted and other countries' ids are left out, as are
 * jobs for verified seekers unless the seeker is one); GET /job/{id}/fit one job's label with its
 * reasons. Only for a signed-in seeker: a fit is of the caller's own profile, so there are no
 * other users' ids to ask about. One statement each (server/fit/load.ts).
 */
export function fitRoutes() {
  return new Hono<AppEnv>()
    .get('/fit', requireUser(), validate('query', fitListQuerySchema, 'query'), async (c) => {
      const { profile, jobs } = await loadFit(c.get('db'), {
        userId: c.get('userId'),
        jobIds: c.get('query').job_ids,
        countryKey: c.get('country').key,
        language: c.get('language'),
        now: c.get('now'),
      });
      c.header('Cache-Control', 'private, no-store');
      return ok(c, { fits: jobs.map((job) => fitLabelOf(scoreFit(profile, job), c.get('language'))) });
    })
    .get(`/:id{${idPattern}}/fit`, requireUser(), async (c) => {
      const id = pathId(c.req.param('id'), 'Job');
      const { profile, jobs } = await loadFit(c.get('db'), {
        userId: c.get('userId'),
        jobIds: [id],
        countryKey: c.get('country').key,
        language: c.get('language'),
        now: c.get('now'),
      });
      const [job] = jobs;
      if (!job) throw AppError.notFound('Job');
      c.header('Cache-Control', 'private, no-store');
      return ok(c, fitDetailOf(scoreFit(profile, job), c.get('language')));
    });
}
