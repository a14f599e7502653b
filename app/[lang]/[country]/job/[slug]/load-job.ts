import 'server-only';
import { cache } from 'react';
import { jobIdFromSlug } from '@/lib/job-url';
import { resolveSite } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { coursesForJob } from '@/services/job-courses';
import { jobSalaryInsight } from '@/services/job-salary-insight';
import { jobDetailQuery, similarJobsQuery } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';
import { getServerQueryClient } from '@/services/server-query-client';

export interface JobParams {
  lang: string;
  country: string;
  slug: string;
}

/**
 * The job, its similar jobs, its salary insight (docs/decisions/0075), the courses for its trade and level (none when the academy does not
 * answer) and the lists the page needs; null when there is no such job here. With a `session`
 * (a seeker who has blocked companies, docs/decisions/0080) the similar jobs are asked as that
 * seeker, so the platform leaves the blocked companies' jobs out; everything else is everyone's.
 */
export const loadJob = cache(async (params: JobParams, session: string | null = null) => {
  const site = resolveSite(params);
  const id = jobIdFromSlug(params.slug);
  if (!site || id === null) return null;
  const { country, language } = site;
  const http = serverHttp({ country: country.key, language: language.slug, device: 'web' });
  const client = getServerQueryClient();
  try {
    const [job, lists] = await Promise.all([
      client.fetchQuery(jobDetailQuery(http, country.key, language.slug, id)),
      serverConfigLists(country.key, language.slug),
    ]);
    const [similar, courses, salaryInsight] = await Promise.all([
      job.status === 'active'
        ? client
            .fetchQuery(similarJobsQuery(session ? serverHttp({ country: country.key, language: language.slug, device: 'web', session }) : http, country.key, language.slug, id))
            .catch(() => ({ jobs: [] }))
        : { jobs: [] },
      coursesForJob(http, job, lists.xp_lvls),
      job.status === 'active' ? jobSalaryInsight(http, job, country.key) : null,
    ]);
    return { site, job, lists, similar: similar.jobs, courses, salaryInsight };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
