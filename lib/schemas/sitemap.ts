import { z } from 'zod';
import { intParam } from './params';

/** The most URLs of one kind a sitemap page lists (the protocol's limit is 50,000 URLs). */
export const sitemapPageSize = 5000;

/** GET /job/sitemap?page: the country's open jobs for the sitemaps, oldest id first. */
export const jobSitemapQuerySchema = z.object({
  page: intParam(1, 10_000).transform((v) => v ?? 1),
});

export const jobSitemapResultSchema = z.object({
  jobs: z.array(z.object({ id: z.number().int(), title: z.string(), updated_at: z.string() })),
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  total_pages: z.number().int(),
});
export type JobSitemapResult = z.infer<typeof jobSitemapResultSchema>;

/** GET /company/sitemap?page: the country's companies with an open job, oldest id first. */
export const companySitemapQuerySchema = jobSitemapQuerySchema;

export const companySitemapResultSchema = z.object({
  /** `updated_at`: the newest change (update or posting) among the company's open jobs. */
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), updated_at: z.string() })),
  page: z.number().int(),
  size: z.number().int(),
  total_num: z.number().int(),
  total_pages: z.number().int(),
  /** When the country's companies list and directory last changed (lastmod); null with no company or job. */
  companies_changed_at: z.string().nullable(),
});
export type CompanySitemapResult = z.infer<typeof companySitemapResultSchema>;
