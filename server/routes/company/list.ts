import { Hono } from 'hono';
import { companyListQuerySchema, companySearchQuerySchema } from '@/lib/schemas/company';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { featuredCompanies, searchCompanies, similarCompanies } from '../../search/companies';
import { idPattern, pathId } from '../job/path-id';

/**
 * The companies list (platform spec §2 Companies list and search, §7 Company): the search with
 * its filters, sort and paging, the featured companies and a company's similar ones, all of the
 * request's country. A page past the last is an empty page with the totals, not an error.
 */
export function companyListRoutes() {
  return new Hono<AppEnv>()
    .get('/search', validate('query', companySearchQuerySchema, 'query'), async (c) => {
      const result = await searchCompanies(c.get('db'), c.get('query'), {
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
      });
      return ok(c, result);
    })
    .get('/featured-companies', validate('query', companyListQuerySchema, 'query'), async (c) => {
      const companies = await featuredCompanies(c.get('db'), c.get('query').size, {
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
      });
      return ok(c, { companies });
    })
    .get(`/:id{${idPattern}}/similar-companies`, validate('query', companyListQuerySchema, 'query'), async (c) => {
      const id = pathId(c.req.param('id'), 'Company');
      const companies = await similarCompanies(c.get('db'), id, c.get('query').size, {
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
      });
      if (!companies) throw AppError.notFound('Company');
      return ok(c, { companies });
    });
}
