import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  jobAlertCreateSchema,
  jobAlertUpdateSchema,
  maxJobAlerts,
  toWireSearch,
  unsubscribeQuerySchema,
} from '@/lib/schemas/job-alerts';
import { deleteAlert, countAlerts, insertAlert, listAlerts, updateAlert } from '../../alerts/store';
import { newNonce, signingKey, verifyUnsubscribe } from '../../alerts/unsubscribe-token';
import { requireUser } from '../../http/authenticate';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';
import * as apiCode from '@/lib/schemas/api-codes';

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
    const db = c.get('db');
    const userId = c.get('userId');
    const { frequency, sort, time_zone: timeZone, ...search } = c.get('body');
    const [user] = rowsOf<{ email: string | null }>(await db.execute(sql`select email from users where id = ${userId}`));
    if (!user?.email) throw AppError.validation({ email: ['Add an email address to your account to get job alerts'] });
    if ((await countAlerts(db, userId)) >= maxJobAlerts) {
      throw AppError.validation({ _: [`You can keep at most ${maxJobAlerts} job alerts`] });
    }
    const alert = await insertAlert(db, {
      userId,
      countryKey: c.get('country').key,
      search: toWireSearch(search),
      frequency,
      sort: sort ?? 'newest',
      email: user.email,
      timeZone: timeZone ?? c.get('country').timeZone,
      nonce: newNonce(),
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
    const db = c.get('db');
    const token = verifyUnsubscribe(await signingKey(db), c.get('query').token);
    if (!token) throw new AppError(apiCode.noPermission, { message: 'This unsubscribe link is not valid' });
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`update job_alerts set enabled = false, unsubscribe_nonce = ${newNonce()}, updated_at = ${c.get('now').toISOString()}::timestamptz
        where id = ${token.alertId} and unsubscribe_nonce = ${token.nonce} returning id`),
    );
    if (rows.length === 0) throw new AppError(apiCode.notFound, { message: 'This unsubscribe link was already used or its alert was deleted' });
    return ok(c, { unsubscribed: true });
  });

  return routes;
}
