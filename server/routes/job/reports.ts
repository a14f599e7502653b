import { Hono } from 'hono';
import { jobReportBodySchema } from '@/lib/schemas/job';
import { reportJob } from '../../domain/job-reports';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
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
      const uuid = c.req.header('device-uuid')?.trim();
      const reporter = uuid && reporterPattern.test(uuid) ? `device:${uuid}` : null;
      const report = await reportJob(c.get('db'), {
        jobId,
        countryKey: c.get('country').key,
        session: c.get('session'),
        reasonId,
        reporterKey: reporter,
        now: c.get('now'),
      });
      return ok(c, report);
    },
  );
}
