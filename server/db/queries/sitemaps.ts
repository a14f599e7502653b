import { and, asc, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { companies, jobs } from '../schema';

/** What the web's sitemaps list, a page at a time (moved from the sitemap routes, decision 0087). */

/** A page of the country's open public jobs (a job for verified seekers only is never listed, issue 30) and how many there are. */
export async function openJobsPage(db: Database, countryKey: string, page: number, size: number, now: Date) {
  const open = and(eq(jobs.countryKey, countryKey), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), gt(jobs.expiresAt, now));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(open)
      .orderBy(asc(jobs.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(open),
  ]);
  return { rows, total };
}

/**
 * A page of the country's companies with at least one open job, each with the newest update or
 * posting among them; how many there are; and when the country's companies list last changed
 * (a company added, or one of its jobs posted, updated or expired).
 */
export async function companiesWithOpenJobsPage(db: Database, countryKey: string, page: number, size: number, now: Date) {
  const key = countryKey;
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
      .limit(size)
      .offset((page - 1) * size),
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
  return { rows, total, changedAt };
}
