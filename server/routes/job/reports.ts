import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { jobReportBodySchema } from '@/lib/schemas/job';
import { assertJobReachable } from '../../domain/job-visibility';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';

const reporterPattern = /^[\w.:-]{1,100}$/;

/**
 * POST /job/jobs/{id}/report with one of the ten preset reasons. Until accounts exist (a later
 * issue) the reporter is the Device-Uuid; a second report of the same job by the same reporter
 * is refused with 40001 naming the job, since the catalogue has no code of its own for it.
 */
export function reportRoutes() {
  return new Hono<AppEnv>().post(
    `/jobs/:id{${idPattern}}/report`,
    validate('json', jobReportBodySchema, 'body'),
    async (c) => {
      const jobId = pathId(c.req.param('id'), 'Job');
      const { report_reason_id: reasonId } = c.get('body');
      const db = c.get('db');
      const country = c.get('country');
      const job = rowsOf<{ id: number }>(
        await db.execute(sql`select id from jobs where id = ${jobId} and country_key = ${country.key} and status <> 'deleted'`),
      )[0];
      if (!job) throw AppError.notFound('Job');
      await assertJobReachable(db, jobId, c.get('session'));
      const reason = rowsOf<{ id: number }>(
        await db.execute(sql`select id from ref_items where list = 'report_job_reasons' and id = ${reasonId}`),
      )[0];
      if (!reason) throw AppError.validation({ report_reason_id: ['Choose one of the report reasons'] });

      const uuid = c.req.header('device-uuid')?.trim();
      const reporter = uuid && reporterPattern.test(uuid) ? `device:${uuid}` : null;
      const [report] = rowsOf<{ id: number; created_at: string | Date }>(
        await db.execute(sql`
          insert into job_reports (job_id, country_key, reason_id, reporter_key, created_at)
          values (${jobId}, ${country.key}, ${reasonId}, ${reporter}, ${c.get('now').toISOString()}::timestamptz)
          on conflict (job_id, reporter_key) where reporter_key is not null do nothing
          returning id, created_at`),
      );
      if (!report) throw AppError.validation({ id: ['You have already reported this job'] });
      return ok(c, {
        id: Number(report.id),
        job_id: jobId,
        report_reason_id: reasonId,
        created_at: new Date(report.created_at).toISOString(),
      });
    },
  );
}
