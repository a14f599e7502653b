import { Hono } from 'hono';
import { partyOfSession } from '../../chat/party';
import { recruiterJobStats } from '../../domain/job-tracking-stats';
import { AppError } from '../../http/app-error';
import { assertRoleHeader } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
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
    return ok(c, await recruiterJobStats(db, party.partyId, jobId));
  });
}
