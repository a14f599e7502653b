import { type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type AppliedJob,
  type ApplyResult,
  appliedJobListQuerySchema,
  applicationBodySchema,
  checkScreeningAnswers,
} from '@/lib/schemas/applications';
import type { Language } from '@/lib/languages';
import type { Database } from '../../db/client';
import type { Labels } from '../../db/schema';
import { canWithdraw, tabCondition } from '../../domain/applications';
import { loadProgress, recordApplicationEvent } from '../../domain/application-progress';
import { labelIn } from '../../domain/labels';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { assertSeekerNotBanned } from '../../interviews/seeker-ban';
import { resumeDraftKind } from '../jobseeker/generated-resumes';
import {
  type ApplicationRow,
  applicationColumns,
  type JobTarget,
  loadJobTarget,
  loadMyJobCards,
  loadOpenJob,
  pageInfo,
  toApplication,
} from './my-jobs';
import { idPattern, pathId } from './path-id';
import * as apiCode from '@/lib/schemas/api-codes';

const orderBy: Record<string, SQL> = {
  newest: sql`a.created_at desc, a.id desc`,
  oldest: sql`a.created_at asc, a.id asc`,
  updated: sql`a.updated_at desc, a.id desc`,
};

/**
 * The resume to attach: the one named (it must be the seeker's: uploaded, or generated from the
 * profile, issue 35 item 3), else their latest upload, else none.
 */
async function resumeFor(db: Database, userId: number, resumeId: number | undefined): Promise<number | null> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from files where user_id = ${userId} and deleted_at is null
        ${resumeId === undefined ? sql`and kind = 'resume'` : sql`and kind in ('resume', ${resumeDraftKind}) and id = ${resumeId}`}
      order by created_at desc, id desc limit 1`),
  );
  if (resumeId !== undefined && rows.length === 0) throw AppError.validation({ resume_id: ['Choose one of your resumes'] });
  return rows[0] ? Number(rows[0].id) : null;
}

/** The job's main and sub-function and its company's industry, named in the request's language (one round trip). */
async function categoriesOf(db: Database, job: JobTarget, language: Language) {
  const [row] = rowsOf<{ main: Labels | null; sub: Labels | null; industry: Labels | null }>(
    await db.execute(sql`
      select (select labels from job_functions where id = ${job.mainFunctionId}) as main,
        (select labels from job_functions where id = ${job.jobFunctionId}) as sub,
        (select labels from ref_items where list = 'industries' and id = ${job.companyIndustryId}) as industry`),
  );
  const named = (id: number, labels: Labels | null | undefined) => (labels ? [{ id, value: labelIn(labels, language) }] : []);
  return {
    job_categories: [...named(job.mainFunctionId, row?.main), ...named(job.jobFunctionId, row?.sub)],
    company_industry: { id: job.companyIndustryId, value: row?.industry ? labelIn(row.industry, language) : '' },
  };
}

/**
 * Applying, the seeker's applications and withdrawing (core spec §3, §7; platform spec §4).
 * Every route is the signed-in seeker's own: another seeker's application is a 404.
 */
export function applicationRoutes() {
  return new Hono<AppEnv>()
    .post(`/jobs/:id{${idPattern}}/applications`, requireUser(), validate('json', applicationBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const now = c.get('now');
      const userId = c.get('userId');
      const body = c.get('body');
      await assertSeekerNotBanned(db, userId, 'apply_to_job', now);
      const job = await loadOpenJob(db, pathId(c.req.param('id'), 'Job'), c.get('country'), now, c.get('session'));
      // An external job is applied to on the employer's site (POST /job/{id}/click-external-job).
      if (job.externalUrl) throw new AppError(apiCode.validationFailed, { data: { errors: { id: ['This job is applied to on the employer’s site'] } } });
      const checked = checkScreeningAnswers(job.questions, body.screening_answers);
      if (Object.keys(checked.errors).length > 0) throw AppError.validation(checked.errors);
      const resumeId = await resumeFor(db, userId, body.resume_id);
      const stamp = now.toISOString();
      // One statement, so a double click or a retry can never make two: the unique (user, job)
      // index decides. Only a withdrawn application is reopened by applying again.
      const [row] = rowsOf<ApplicationRow>(
        await db.execute(sql`
          insert into job_applications as a (user_id, job_id, status, source, first_message, screening_answers, resume_file_id, created_at, updated_at)
          values (${userId}, ${job.id}, 'pending', ${body.source}, ${body.first_message ?? null},
            ${JSON.stringify(checked.answers)}::jsonb, ${resumeId}, ${stamp}::timestamptz, ${stamp}::timestamptz)
          on conflict (user_id, job_id) do update set status = 'pending', source = excluded.source,
            first_message = excluded.first_message, screening_answers = excluded.screening_answers,
            resume_file_id = excluded.resume_file_id, viewed_at = null, withdrawn_at = null,
            created_at = excluded.created_at, updated_at = excluded.updated_at
          where a.status = 'cancelled'
          returning ${applicationColumns}`),
      );
      if (!row) throw new AppError(apiCode.alreadyApplied);
      await recordApplicationEvent(db, Number(row.id), 'pending', now);
      const result: ApplyResult = { ...toApplication(row), ...(await categoriesOf(db, job, c.get('language'))) };
      return ok(c, result, 201);
    })
    .get('/job-applications/jobseekers', requireUser(), validate('query', appliedJobListQuerySchema, 'query'), async (c) => {
      const db = c.get('db');
      const query = c.get('query');
      const conditions: SQL[] = [
        sql`a.user_id = ${c.get('userId')}`,
        sql`j.country_key = ${c.get('country').key}`,
        sql`j.status <> 'deleted'`,
      ];
      if (query.tab) conditions.push(tabCondition(query.tab));
      if (query.status) conditions.push(sql`a.status in ${query.status}`);
      if (query.job_ids) conditions.push(sql`a.job_id in ${query.job_ids}`);
      const where = sql.join(conditions, sql` and `);
      const from = sql`from job_applications a join jobs j on j.id = a.job_id where ${where}`;
      const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
      const paging = pageInfo(Number(counted?.n ?? 0), query.page, query.size);
      const rows = rowsOf<ApplicationRow>(
        await db.execute(sql`select ${applicationColumns} ${from} order by ${orderBy[query.sort]} limit ${query.size} offset ${paging.offset}`),
      );
      const [cards, progress] = await Promise.all([
        loadMyJobCards(db, rows.map((row) => Number(row.job_id)), c.get('language'), c.get('now')),
        loadProgress(db, rows),
      ]);
      const applications: AppliedJob[] = rows.flatMap((row) => {
        const job = cards.get(Number(row.job_id));
        const where = progress.get(Number(row.id));
        return job && where ? [{ ...toApplication(row), job, ...where }] : [];
      });
      const { offset: _offset, ...page } = paging;
      return ok(c, { applications, ...page, sort: query.sort });
    })
    .get(`/jobs/applied-jobs/:id{${idPattern}}`, requireUser(), async (c) => {
      const db = c.get('db');
      const row = await ownApplication(db, pathId(c.req.param('id'), 'Application'), c.get('userId'), c.get('country').key);
      const job = await loadJobTarget(db, Number(row.job_id), c.get('country'), c.get('now'));
      const card = (await loadMyJobCards(db, [Number(row.job_id)], c.get('language'), c.get('now'))).get(Number(row.job_id));
      const where = (await loadProgress(db, [row])).get(Number(row.id));
      if (!job || !card || !where) throw AppError.notFound('Application');
      return ok(c, { ...toApplication(row), job: card, ...where, screening_questions: job.questions });
    })
    .patch(`/applied-jobs/:id{${idPattern}}/withdraw`, requireUser(), async (c) => {
      const db = c.get('db');
      const id = pathId(c.req.param('id'), 'Application');
      const current = await ownApplication(db, id, c.get('userId'), c.get('country').key);
      if (!canWithdraw(current.status)) throw new AppError(apiCode.withdrawClosed, { data: { status: current.status } });
      const stamp = c.get('now').toISOString();
      // The state is checked again in the update: a concurrent change wins over a stale read.
      const [row] = rowsOf<ApplicationRow>(
        await db.execute(sql`
          update job_applications a set status = 'cancelled', withdrawn_at = ${stamp}::timestamptz, updated_at = ${stamp}::timestamptz
          where a.id = ${id} and a.status = ${current.status}
          returning ${applicationColumns}`),
      );
      if (!row) throw new AppError(apiCode.withdrawClosed);
      await recordApplicationEvent(db, id, 'cancelled', c.get('now'));
      return ok(c, toApplication(row));
    });
}

/** The seeker's own application on this country's site; anyone else's is a 404, never the data. */
async function ownApplication(db: Database, id: number, userId: number, countryKey: string): Promise<ApplicationRow> {
  const [row] = rowsOf<ApplicationRow>(
    await db.execute(sql`
      select ${applicationColumns} from job_applications a join jobs j on j.id = a.job_id
      where a.id = ${id} and a.user_id = ${userId} and j.country_key = ${countryKey} and j.status <> 'deleted'`),
  );
  if (!row) throw AppError.notFound('Application');
  return row;
}
