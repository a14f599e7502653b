import { Hono } from 'hono';
import { hotJobTitlesQuerySchema } from '@/lib/schemas/recommend';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { hotJobTitles } from '../../search/hot-searches';

/** The recommendation service. */
export function recommendRoutes() {
  return new Hono<AppEnv>().get('/hot-job-titles', validate('query', hotJobTitlesQuerySchema, 'query'), async (c) => {
    const result = await hotJobTitles(c.get('db'), {
      country: c.get('country'),
      language: c.get('language'),
      size: c.get('query').size,
      now: c.get('now'),
    });
    return ok(c, result);
  });
}
