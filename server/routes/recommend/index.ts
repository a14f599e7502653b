import { Hono } from 'hono';
import { hotJobTitlesQuerySchema, jobsForYouQuerySchema } from '@/lib/schemas/recommend';
import { jobsForYou } from '../../domain/jobs-for-you';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { hotJobTitles } from '../../search/hot-searches';

/** The recommendation service. */
export function recommendRoutes() {
  return new Hono<AppEnv>()
    .get('/hot-job-titles', validate('query', hotJobTitlesQuerySchema, 'query'), async (c) => {
      const result = await hotJobTitles(c.get('db'), {
        country: c.get('country'),
        language: c.get('language'),
        size: c.get('query').size,
        now: c.get('now'),
      });
      return ok(c, result);
    })
    .get('/jobs-for-you', requireUser(), validate('query', jobsForYouQuerySchema, 'query'), async (c) => {
      const { arrangement, size } = c.get('query');
      const result = await jobsForYou(c.get('db'), {
        userId: c.get('userId'),
        country: c.get('country'),
        language: c.get('language'),
        arrangement,
        size,
        now: c.get('now'),
      });
      return ok(c, result);
    });
}
