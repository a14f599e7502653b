import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { JobTrackingStats } from '@/lib/schemas/event';
import { partyOfSession } from '../../chat/party';
import { jobTrackingCounts } from '../../events/tracking';
import { AppError } from '../../http/app-error';
import { assertRoleHeader } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * GET /job/recruiter/jobs/{jobId}/stats (Role-Id 2, a recruiter session): the job's views,
 * exposures, clicks and click-through rate (issue 16). Only the job's own recruiter reads them;
 * another recruiter's job answers 404 as if absent, a seeker 403, no session 401.
 */
export function jobTrackingStatsRoutes() {
  return new Hono<AppEnv>().get(`/recruiter/jobs/:jobId{${idPattern}}/stats`, async (c) => {
    const session = c.get('session');
    assertRoleHeader(session, c.req.header('role-id'));
    const db = c.get('db');
    const party = await partyOfSession(db, session);
    if (party.role !== 'recruiter') throw new AppError(apiCode.noPermission);
    const jobId = pathId(c.req.param('jobId'), 'Job');
    const [job] = rowsOf<{ id: number }>(await db.execute(sql`select id from jobs where id = ${jobId} and recruiter_id = ${party.partyId}`));
    if (!job) throw AppError.notFound('Job');
    const answer: JobTrackingStats = { job_id: jobId, ...(await jobTrackingCounts(db, jobId)) };
    return ok(c, answer);
  });
}
