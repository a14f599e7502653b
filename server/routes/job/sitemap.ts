import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { jobSitemapQuerySchema, sitemapPageSize } from '@/lib/schemas/sitemap';
import { jobs } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** What the web's job sitemaps list: every open public job of the country, a page at a time. */
export function sitemapRoutes() {
  return new Hono<AppEnv>().get('/sitemap', validate('query', jobSitemapQuerySchema, 'query'), async (c) => {
    const { page } = c.get('query');
    const db = c.get('db');
    // Public: a job for verified seekers only is never listed (issue 30).
    const open = and(eq(jobs.countryKey, c.get('country').key), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), gt(jobs.expiresAt, new Date()));
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({ id: jobs.id, title: jobs.title, updatedAt: jobs.updatedAt })
        .from(jobs)
        .where(open)
        .orderBy(asc(jobs.id))
        .limit(sitemapPageSize)
        .offset((page - 1) * sitemapPageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(open),
    ]);
    return ok(c, {
      jobs: rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updatedAt.toISOString() })),
      page,
      size: sitemapPageSize,
      total_num: total,
      total_pages: Math.ceil(total / sitemapPageSize),
    });
  });
}
