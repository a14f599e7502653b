import { Hono } from 'hono';
import { jobSitemapQuerySchema } from '@/lib/schemas/sitemap';
import { jobSitemap } from '../../domain/sitemaps';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** What the web's job sitemaps list: every open public job of the country, a page at a time. */
export function sitemapRoutes() {
  return new Hono<AppEnv>().get('/sitemap', validate('query', jobSitemapQuerySchema, 'query'), async (c) => {
    return ok(c, await jobSitemap(c.get('db'), c.get('country').key, c.get('query').page, new Date()));
  });
}
