import { Hono } from 'hono';
import { salaryInsightQuerySchema } from '@/lib/schemas/salary-insight';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { salaryInsight, salaryPages } from '../../salary/insight';

/**
 * Salary insight (issue 35 item 2; docs/decisions/0075). GET /job/salary-insight: a title in a
 * place of this site (or the whole country), 404 for a title or place the site does not have;
 * thin data answers its count and no figure. GET /job/salary-insight/pages: the pages worth
 * indexing, for the sitemap. Both are the same for everyone, so a CDN or the web may cache them.
 */
export function salaryInsightRoutes() {
  return new Hono<AppEnv>()
    .get('/salary-insight/pages', async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return ok(c, { pages: await salaryPages(c.get('db'), c.get('country'), c.get('now')) });
    })
    .get('/salary-insight', validate('query', salaryInsightQuerySchema, 'query'), async (c) => {
      const query = c.get('query');
      const insight = await salaryInsight(c.get('db'), {
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
        titleId: query.function_title_id,
        titleSeo: query.title,
        locationId: query.location_id,
        locationSeo: query.location,
      });
      if (!insight) throw AppError.notFound('Salary insight');
      c.header('Cache-Control', 'public, max-age=300');
      c.header('Vary', 'Country-Id, Language-Id');
      return ok(c, insight);
    });
}
