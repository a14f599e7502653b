import { and, asc, countDistinct, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { companySitemapQuerySchema, sitemapPageSize } from '@/lib/schemas/sitemap';
import { companies, jobs } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';

/**
 * What the web's company sitemaps list: the country's companies with at least one open job, a
 * page at a time. A company page changes when its jobs do, so its lastmod is the newest update
 * or posting among its open jobs. `companies_changed_at` is when the country's companies list
 * and directory last changed: a company added, or one of the country's jobs posted, updated or
 * expired (each moves the open-job counts they show).
 */
export function companySitemapRoutes() {
  return new Hono<AppEnv>().get('/sitemap', validate('query', companySitemapQuerySchema, 'query'), async (c) => {
    const { page } = c.get('query');
    const db = c.get('db');
    const key = c.get('country').key;
    const now = c.get('now');
    const open = and(eq(jobs.countryKey, key), eq(jobs.status, 'active'), gt(jobs.expiresAt, now));
    const lastChange = sql`max(greatest(${jobs.updatedAt}, ${jobs.postedAt}))`.mapWith(jobs.updatedAt);
    const [rows, [{ total } = { total: 0 }], changed] = await Promise.all([
      db
        .select({ id: companies.id, name: companies.name, updatedAt: lastChange })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(open, eq(companies.countryKey, key)))
        .groupBy(companies.id, companies.name)
        .orderBy(asc(companies.id))
        .limit(sitemapPageSize)
        .offset((page - 1) * sitemapPageSize),
      db
        .select({ total: countDistinct(jobs.companyId) })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(open, eq(companies.countryKey, key))),
      db.execute(sql`select greatest(
          (select max(created_at) from companies where country_key = ${key}),
          (select max(greatest(updated_at, posted_at)) from jobs where country_key = ${key}),
          (select max(expires_at) from jobs where country_key = ${key} and expires_at <= ${now.toISOString()}::timestamptz)
        ) as changed_at`),
    ]);
    const changedAt = rowsOf<{ changed_at: string | Date | null }>(changed)[0]?.changed_at ?? null;
    return ok(c, {
      companies: rows.map((r) => ({ id: r.id, name: r.name, updated_at: new Date(r.updatedAt).toISOString() })),
      page,
      size: sitemapPageSize,
      total_num: Number(total),
      total_pages: Math.ceil(Number(total) / sitemapPageSize),
      companies_changed_at: changedAt === null ? null : new Date(changedAt).toISOString(),
    });
  });
}
