import { z } from 'zod';
import { jobCardSchema } from './job';
import { intParam } from './params';

/** GET /recommend/hot-job-titles?size (default 10). */
export const hotJobTitlesQuerySchema = z.object({
  size: intParam(1, 30).transform((v) => v ?? 10),
});
export type HotJobTitlesQuery = z.input<typeof hotJobTitlesQuerySchema>;

/**
 * The country's quick searches: first the job titles many distinct people searched over several
 * days of the last 30 (with open jobs here), then the titles with most open jobs; `source` is
 * `searches` when any searched title is listed (docs/decisions/0064). `value` is the title's name
 * in the request's language, what to put in the search box; `count` its searchers or open jobs.
 */
export const hotJobTitleSchema = z.object({
  value: z.string(),
  /** The taxonomy job title, when the term is one (or came from one). */
  job_title_id: z.number().int().nullable(),
  count: z.number().int(),
});
export type HotJobTitle = z.infer<typeof hotJobTitleSchema>;

export const hotJobTitlesResultSchema = z.object({
  source: z.enum(['searches', 'active_jobs']),
  hot_job_titles: z.array(hotJobTitleSchema),
});
export type HotJobTitlesResult = z.infer<typeof hotJobTitlesResultSchema>;

/**
 * GET /recommend/jobs-for-you (signed in): jobs matching the user's job preferences of one
 * kind — on-site and hybrid for /onsite-job, remote for the remote landing.
 */
export const jobsForYouQuerySchema = z.object({
  /** `all`: every preference, on-site, hybrid and remote alike (the home's "Recommended for you"). */
  arrangement: z.enum(['onsite', 'remote', 'all']).optional().transform((v) => v ?? 'onsite'),
  size: intParam(1, 50).transform((v) => v ?? 21),
  /** `fit`: the same jobs, best fit to the seeker's profile first (docs/decisions/0075). */
  sort: z.enum(['relevance', 'fit']).optional().transform((v) => v ?? 'relevance'),
});
export type JobsForYouQuery = z.input<typeof jobsForYouQuerySchema>;

export const jobsForYouResultSchema = z.object({
  /** The preferences the jobs were chosen by (empty: the user has none of this kind). */
  preferences: z.array(
    z.object({ id: z.number().int(), job_title: z.string(), work_arrangement: z.enum(['onsite', 'hybrid', 'remote']) }),
  ),
  jobs: z.array(jobCardSchema),
});
export type JobsForYouResult = z.infer<typeof jobsForYouResultSchema>;

/** The largest list of a home section (GET /recommend/popular-jobs, hot-jobs, web3-companies). */
export const maxHomeListSize = 30;

/** GET /recommend/popular-jobs?size and /recommend/hot-jobs?size (default 12). */
export const homeJobsQuerySchema = z.object({
  size: intParam(1, maxHomeListSize).transform((v) => v ?? 12),
});
export type HomeJobsQuery = z.input<typeof homeJobsQuerySchema>;

/**
 * Popular jobs: the country's open jobs most distinct people viewed, clicked, saved and applied
 * to in the last 30 days, then one job of each title with most open jobs; hot jobs: the same over
 * the last 7 days among the jobs popular does not hold, then urgent ones, then those closing
 * soonest. The two never share a job, and `ranked` says how many came from activity
 * (docs/decisions/0064).
 */
export const homeJobsResultSchema = z.object({
  /** A fresh id per answer, reported with the list's exposures and clicks (as a search's). */
  query_id: z.string(),
  ranked: z.number().int(),
  jobs: z.array(jobCardSchema),
});
export type HomeJobsResult = z.infer<typeof homeJobsResultSchema>;

/** GET /recommend/web3-companies?size (default 6). */
export const web3CompaniesQuerySchema = z.object({
  size: intParam(1, maxHomeListSize).transform((v) => v ?? 6),
});
export type Web3CompaniesQuery = z.input<typeof web3CompaniesQuerySchema>;

/** A company hiring for Web3 jobs in the country, with how many such jobs are open. */
export const web3CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_color: z.string(),
  is_verified: z.boolean(),
  industry: z.object({ id: z.number().int(), value: z.string() }),
  web3_jobs_count: z.number().int(),
});
export type Web3Company = z.infer<typeof web3CompanySchema>;

export const web3CompaniesResultSchema = z.object({ companies: z.array(web3CompanySchema) });
export type Web3CompaniesResult = z.infer<typeof web3CompaniesResultSchema>;
