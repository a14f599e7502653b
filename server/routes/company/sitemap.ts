import { Hono } from 'hono';
import { companySitemapQuerySchema } from '@/lib/schemas/sitemap';
import { companySitemap } from '../../domain/sitemaps';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** What the web's company sitemaps list (server/domain/sitemaps.ts). */
export function companySitemapRoutes() {
  return new Hono<AppEnv>().get('/sitemap', validate('query', companySitemapQuerySchema, 'query'), async (c) => {
    return ok(c, await companySitemap(c.get('db'), c.get('country').key, c.get('query').page, c.get('now')));
  });
}
