import { sitemapPageSize } from '@/lib/schemas/sitemap';
import type { Database } from '../db/client';
import { companiesWithOpenJobsPage, openJobsPage } from '../db/queries/sitemaps';

/** What the web's job sitemaps list: every open public job of the country, a page at a time. */
export async function jobSitemap(db: Database, countryKey: string, page: number, now: Date) {
  const { rows, total } = await openJobsPage(db, countryKey, page, sitemapPageSize, now);
  return {
    jobs: rows.map((r) => ({ id: r.id, title: r.title, updated_at: r.updatedAt.toISOString() })),
    page,
    size: sitemapPageSize,
    total_num: total,
    total_pages: Math.ceil(total / sitemapPageSize),
  };
}

/**
 * What the web's company sitemaps list: the country's companies with at least one open job, a
 * page at a time. A company page changes when its jobs do, so its lastmod is the newest update
 * or posting among its open jobs. `companies_changed_at` is when the country's companies list
 * and directory last changed: a company added, or one of the country's jobs posted, updated or
 * expired (each moves the open-job counts they show).
 */
export async function companySitemap(db: Database, countryKey: string, page: number, now: Date) {
  const { rows, total, changedAt } = await companiesWithOpenJobsPage(db, countryKey, page, sitemapPageSize, now);
  return {
    companies: rows.map((r) => ({ id: r.id, name: r.name, updated_at: new Date(r.updatedAt).toISOString() })),
    page,
    size: sitemapPageSize,
    total_num: Number(total),
    total_pages: Math.ceil(Number(total) / sitemapPageSize),
    companies_changed_at: changedAt === null ? null : new Date(changedAt).toISOString(),
  };
}
