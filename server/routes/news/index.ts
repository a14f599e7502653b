import { Hono } from 'hono';
import { latestNewsQuerySchema } from '@/lib/schemas/news';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { latestNews } from '../../news/latest-news';

/** The news service: what is new on Hireloop for job seekers, per site and language. */
export function newsRoutes() {
  return new Hono<AppEnv>().get('/latest', validate('query', latestNewsQuerySchema, 'query'), (c) =>
    ok(c, { news: latestNews({ country: c.get('country'), language: c.get('language'), size: c.get('query').size, now: c.get('now') }) }),
  );
}
