import { Hono } from 'hono';
import { jobAlertCreateSchema, jobAlertUpdateSchema, toWireSearch, unsubscribeQuerySchema } from '@/lib/schemas/job-alerts';
import { deleteAlert, listAlerts, updateAlert } from '../../alerts/store';
import { createJobAlert, unsubscribeJobAlert } from '../../domain/job-alerts';
import { requireUser } from '../../http/authenticate';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from './path-id';

/**
 * Job alerts (core spec §7, platform spec §3–§5, docs/decisions/0033): a seeker's saved searches
 * with a frequency, mailed as digests by server/alerts/digest.ts. Another seeker's alert is a
 * 404, as if it did not exist. The one-click unsubscribe needs no session: the signed token is
 * the proof, and it works once.
 */
export function jobAlertRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/jobs/job-alerts', requireUser(), async (c) => ok(c, { alerts: await listAlerts(c.get('db'), c.get('userId')) }));

  routes.post('/job-alerts/create', requireUser(), validate('json', jobAlertCreateSchema, 'body'), async (c) => {
    const { frequency, sort, time_zone: timeZone, ...search } = c.get('body');
    const alert = await createJobAlert(c.get('db'), {
      userId: c.get('userId'),
      countryKey: c.get('country').key,
      search: toWireSearch(search),
      frequency,
      sort,
      timeZone: timeZone ?? c.get('country').timeZone,
      now: c.get('now'),
    });
    return ok(c, alert, 201);
  });

  routes.put(`/job-alerts/:id{${idPattern}}/update`, requireUser(), validate('json', jobAlertUpdateSchema, 'body'), async (c) => {
    const alertId = pathId(c.req.param('id'), 'Job alert');
    const { frequency, sort, enabled, time_zone: timeZone } = c.get('body');
    const alert = await updateAlert(c.get('db'), c.get('userId'), alertId, { frequency, sort, enabled, timeZone }, c.get('now'));
    if (!alert) throw AppError.notFound('Job alert');
    return ok(c, alert);
  });

  routes.delete(`/job-alerts/:id{${idPattern}}/delete`, requireUser(), async (c) => {
    const alertId = pathId(c.req.param('id'), 'Job alert');
    if (!(await deleteAlert(c.get('db'), c.get('userId'), alertId))) throw AppError.notFound('Job alert');
    return ok(c, { deleted: true });
  });

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the web's one-click route,
  // which forwards the token here without a body, as the web's unsubscribe page does.
  routes.post('/job-alerts/unsubscribe', validate('query', unsubscribeQuerySchema, 'query'), async (c) => {
    await unsubscribeJobAlert(c.get('db'), c.get('query').token, c.get('now'));
    return ok(c, { unsubscribed: true });
  });

  return routes;
}
