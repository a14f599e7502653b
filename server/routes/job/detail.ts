import { Hono } from 'hono';
import { assertJobReachable } from '../../domain/job-visibility';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { loadJobDetail, loadJobStatic } from '../../domain/job-detail';
import { idPattern, pathId } from './path-id';

/**
 * GET /job/{id} and GET /job/{id}/static. Another country's job, a deleted one or an unknown
 * id is 404; closed and on-hold jobs are answered with their status. The static part leaves
 * out what changes by the minute (recruiter activity, the company's open jobs), so a CDN or the
 * web may cache it; the web reads activity from the full detail. A job for verified seekers only
 * (docs/decisions/0044) is never in the shared static part, and in the detail only for them.
 */

export function detailRoutes() {
  return new Hono<AppEnv>()
    .get(`/:id{${idPattern}}/static`, async (c) => {
      const id = pathId(c.req.param('id'), 'Job');
      // The shared, cacheable part holds no job for verified seekers, whoever asks.
      await assertJobReachable(c.get('db'), id, null);
      const job = await loadJobStatic(c.get('db'), id, c.get('country'), c.get('language'), c.get('now'));
      if (!job) throw AppError.notFound('Job');
      c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
      c.header('Vary', 'Country-Id, Language-Id');
      return ok(c, job);
    })
    .get(`/:id{${idPattern}}`, async (c) => {
      const id = pathId(c.req.param('id'), 'Job');
      const db = c.get('db');
      await assertJobReachable(db, id, c.get('session'));
      const job = await loadJobDetail(db, id, c.get('country'), c.get('language'), c.get('now'));
      if (!job) throw AppError.notFound('Job');
      return ok(c, job);
    });
}
