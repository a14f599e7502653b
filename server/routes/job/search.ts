import { Hono } from 'hono';
import { jobSearchRequestSchema, similarJobsQuerySchema } from '@/lib/schemas/job';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { searchJobs } from '../../search/search-jobs';
import { similarJobs } from '../../search/similar-jobs';
import { assertJobReachable } from '../../domain/job-visibility';
import { isVerifiedSeeker } from '../../identity/verifications';
import { blockedCompanyIdsOf } from '../../domain/blocked-companies';

export function searchRoutes() {
  return new Hono<AppEnv>()
    .get('/search', validate('query', jobSearchRequestSchema, 'query'), async (c) => {
      const result = await searchJobs(c.get('db'), {
        country: c.get('country'),
        language: c.get('language'),
        query: c.get('query'),
        now: c.get('now'),
        excludeCompanyIds: await blockedCompanyIdsOf(c.get('db'), c.get('session')),
        includeVerifiedOnly: await isVerifiedSeeker(c.get('db'), c.get('session')),
      });
      return ok(c, result);
    })
    .get('/similar', validate('query', similarJobsQuerySchema, 'query'), async (c) => {
      const { job_id: jobId, size } = c.get('query');
      await assertJobReachable(c.get('db'), jobId, c.get('session'));
      const jobs = await similarJobs(c.get('db'), {
        jobId,
        size,
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
        excludeCompanyIds: await blockedCompanyIdsOf(c.get('db'), c.get('session')),
      });
      if (!jobs) throw AppError.notFound('Job');
      return ok(c, { jobs });
    });
}
