import { Hono } from 'hono';
import { companySuggestionQuerySchema } from '@/lib/schemas/company';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { searchJobTitles, suggestCompanies } from '../../search/suggestions';
import { companyAlbumRoutes } from './album';
import { companyDetailRoutes } from './detail';
import { companyListRoutes } from './list';
import { companySitemapRoutes } from './sitemap';

/**
 * The company service: search-box suggestions, the companies sitemap feed and the company
 * detail, all of the request's country. Fixed paths first, so /sitemap is never read as an id.
 */
export function companyRoutes() {
  return new Hono<AppEnv>()
    .get('/search-suggestion', validate('query', companySuggestionQuerySchema, 'query'), async (c) => {
      const { query, size } = c.get('query');
      if (!query) return ok(c, { companies: [] });
      const companies = await suggestCompanies(c.get('db'), {
        query,
        size,
        country: c.get('country'),
        language: c.get('language'),
        now: c.get('now'),
      });
      return ok(c, { companies });
    })
    .get('/combined_search_suggestion', validate('query', companySuggestionQuerySchema, 'query'), async (c) => {
      const { query, size } = c.get('query');
      if (!query) return ok(c, { companies: [], job_titles: [] });
      const db = c.get('db');
      const language = c.get('language');
      const [companies, jobTitles] = await Promise.all([
        suggestCompanies(db, { query, size, country: c.get('country'), language, now: c.get('now'), withOpenJobs: true }),
        searchJobTitles(db, { query, size, language, openIn: { country: c.get('country'), now: c.get('now') } }),
      ]);
      return ok(c, { companies, job_titles: jobTitles });
    })
    .route('/', companyAlbumRoutes())
    .route('/', companyListRoutes())
    .route('/', companySitemapRoutes())
    .route('/', companyDetailRoutes());
}
