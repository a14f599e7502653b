import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type SavedJob, saveJobBodySchema, savedJobListQuerySchema } from '@/lib/schemas/applications';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { loadJobCards } from '../../search/job-cards';
import { rowsOf } from '../../search/rows';
import { loadJobTarget, loadMyJobCards, loadOpenJob, pageInfo } from '../../domain/my-jobs';
import { idPattern, pathId } from './path-id';

interface SavedRow {
  id: number;
  job_id: number;
  created_at: string | Date;
}

const orderBy: Record<string, SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
};

/** The seeker's saved row for a job of this country's site, or null. */
async function ownSaved(db: Database, userId: number, jobId: number, countryKey: string): Promise<SavedRow | null> {
  const [row] = rowsOf<SavedRow>(
    await db.execute(sql`
      select s.id, s.job_id, s.created_at from saved_jobs s join jobs j on j.id = s.job_id
      where s.user_id = ${userId} and s.job_id = ${jobId} and j.country_key = ${countryKey} and j.status <> 'deleted'`),
  );
  return row ?? null;
}

/**
 * Saved jobs (core spec §7; platform spec §2 My jobs). `{id}` in saved-jobs/{id} is the job's
 * id: the seeker saves a job once, and every screen that shows the save button knows the job,
 * not the row (docs/decisions/0016). Saving is idempotent; only the owner sees a saved job.
 */
export function savedJobRoutes() {
  return new Hono<AppEnv>()
    .post('/saved-jobs/create', requireUser(), validate('json', saveJobBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const body = c.get('body');
      const userId = c.get('userId');
      const job = await loadOpenJob(db, body.job_id, c.get('country'), c.get('now'), c.get('session'));
      const deviceUuid = body.device_uuid || c.req.header('device-uuid')?.trim() || null;
      const inserted = rowsOf<SavedRow>(
        await db.execute(sql`
          insert into saved_jobs (user_id, job_id, device_uuid, device_udid, client_timestamp, created_at)
          values (${userId}, ${job.id}, ${deviceUuid && /^[\w.:-]{1,100}$/.test(deviceUuid) ? deviceUuid : null},
            ${body.device_udid || null}, ${body.timestamp ?? null}, ${c.get('now').toISOString()}::timestamptz)
          on conflict (user_id, job_id) do nothing
          returning id, job_id, created_at`),
      );
      // Saving a saved job again (a retry, a second tab) answers the existing save.
      const row = inserted[0] ?? (await ownSaved(db, userId, job.id, c.get('country').key));
      if (!row) throw AppError.notFound('Job');
      // The job was just found open: its card needs no second look at its status.
      const [card] = await loadJobCards(db, [job.id], c.get('language'));
      if (!card) throw AppError.notFound('Job');
      const saved: SavedJob = { id: Number(row.id), job_id: job.id, created_at: new Date(row.created_at).toISOString(), job: { ...card, status: job.status } };
      return ok(c, { ...saved, created: inserted.length > 0 }, inserted.length > 0 ? 201 : 200);
    })
    .delete(`/saved-jobs/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const jobId = pathId(c.req.param('id'), 'Saved job');
      const deleted = rowsOf<{ id: number }>(
        await c.get('db').execute(sql`
          delete from saved_jobs s using jobs j
          where s.user_id = ${c.get('userId')} and s.job_id = ${jobId} and j.id = s.job_id and j.country_key = ${c.get('country').key}
          returning s.id`),
      );
      if (deleted.length === 0) throw AppError.notFound('Saved job');
      return ok(c, { job_id: jobId, is_saved: false, saved_job_id: null });
    })
    .get('/jobs/saved-jobs', requireUser(), validate('query', savedJobListQuerySchema, 'query'), async (c) => {
      const db = c.get('db');
      const query = c.get('query');
      const conditions: SQL[] = [
        sql`s.user_id = ${c.get('userId')}`,
        sql`j.country_key = ${c.get('country').key}`,
        sql`j.status <> 'deleted'`,
      ];
      if (query.job_ids) conditions.push(sql`s.job_id in ${query.job_ids}`);
      const from = sql`from saved_jobs s join jobs j on j.id = s.job_id where ${sql.join(conditions, sql` and `)}`;
      const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
      const { offset, ...page } = pageInfo(Number(counted?.n ?? 0), query.page, query.size);
      const rows = rowsOf<SavedRow>(
        await db.execute(sql`select s.id, s.job_id, s.created_at ${from} order by ${orderBy[query.sort]} limit ${query.size} offset ${offset}`),
      );
      const cards = await loadMyJobCards(db, rows.map((row) => Number(row.job_id)), c.get('language'), c.get('now'));
      const saved: SavedJob[] = rows.flatMap((row) => {
        const job = cards.get(Number(row.job_id));
        return job ? [{ id: Number(row.id), job_id: job.id, created_at: new Date(row.created_at).toISOString(), job }] : [];
      });
      return ok(c, { saved_jobs: saved, ...page, sort: query.sort });
    })
    .get(`/saved-jobs/:id{${idPattern}}`, requireUser(), async (c) => {
      const db = c.get('db');
      const row = await ownSaved(db, c.get('userId'), pathId(c.req.param('id'), 'Saved job'), c.get('country').key);
      if (!row) throw AppError.notFound('Saved job');
      const card = (await loadMyJobCards(db, [Number(row.job_id)], c.get('language'), c.get('now'))).get(Number(row.job_id));
      if (!card) throw AppError.notFound('Saved job');
      return ok(c, { id: Number(row.id), job_id: card.id, created_at: new Date(row.created_at).toISOString(), job: card });
    })
    .get(`/:id{${idPattern}}/is-saved`, requireUser(), async (c) => {
      const db = c.get('db');
      const jobId = pathId(c.req.param('id'), 'Job');
      if (!(await loadJobTarget(db, jobId, c.get('country'), c.get('now')))) throw AppError.notFound('Job');
      const row = await ownSaved(db, c.get('userId'), jobId, c.get('country').key);
      return ok(c, { job_id: jobId, is_saved: row !== null, saved_job_id: row ? Number(row.id) : null });
    });
}
