import { Hono } from 'hono';
import { jobSearchQuerySchema } from '@/lib/schemas/job';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { searchJobs } from '../../search/search-jobs';

export function jobRoutes() {
  return new Hono<AppEnv>().get('/search', validate('query', jobSearchQuerySchema, 'query'), async (c) => {
    const query = c.get('query');
    const result = await searchJobs(c.get('db'), {
      country: c.get('country'),
      language: c.get('language'),
      page: query.page,
      size: query.size,
      sort: query.sort,
    });
    return ok(c, result);
  });
}
