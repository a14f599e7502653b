import { Hono } from 'hono';
import { fitListQuerySchema } from '@/lib/schemas/fit';
import { mayReachJob } from '../../domain/job-visibility';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { loadFitJobs, loadFitProfile } from '../../fit/load';
import { scoreFit } from '../../fit/score';
import { fitDetailOf, fitLabelOf } from '../../fit/words';
import { idPattern, pathId } from './path-id';

/**
 * Fit, explained (issue 35 item 1; docs/decisions/0075). GET /job/fit?job_ids= answers the labels
 * of a page of cards (at most 20; unknown, deleted and other countries' ids are left out);
 * GET /job/{id}/fit one job's label with its reasons. Only for a signed-in seeker: a fit is of
 * the caller's own profile, so there are no other users' ids to ask about.
 */
export function fitRoutes() {
  return new Hono<AppEnv>()
    .get('/fit', requireUser(), validate('query', fitListQuerySchema, 'query'), async (c) => {
      const db = c.get('db');
      const { job_ids } = c.get('query');
      const withVerifiedOnly = await mayReachJob(db, true, c.get('session'));
      const [profile, jobs] = await Promise.all([
        loadFitProfile(db, c.get('userId'), c.get('now')),
        loadFitJobs(db, job_ids, c.get('country').key, c.get('language'), { withVerifiedOnly }),
      ]);
      c.header('Cache-Control', 'private, no-store');
      return ok(c, { fits: jobs.map((job) => fitLabelOf(scoreFit(profile, job), c.get('language'))) });
    })
    .get(`/:id{${idPattern}}/fit`, requireUser(), async (c) => {
      const id = pathId(c.req.param('id'), 'Job');
      const db = c.get('db');
      const withVerifiedOnly = await mayReachJob(db, true, c.get('session'));
      const [profile, [job]] = await Promise.all([
        loadFitProfile(db, c.get('userId'), c.get('now')),
        loadFitJobs(db, [id], c.get('country').key, c.get('language'), { withVerifiedOnly }),
      ]);
      if (!job) throw AppError.notFound('Job');
      c.header('Cache-Control', 'private, no-store');
      return ok(c, fitDetailOf(scoreFit(profile, job), c.get('language')));
    });
}
