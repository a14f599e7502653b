import { type Context, Hono } from 'hono';
import { homeJobsQuerySchema, hotJobTitlesQuerySchema, jobsForYouQuerySchema, web3CompaniesQuerySchema } from '@/lib/schemas/recommend';
import { hotJobs, popularJobs, web3Companies } from '../../domain/home-discovery';
import { jobsForYou } from '../../domain/jobs-for-you';
import { orderByFit } from '../../fit/rank';
import { blockedCompanyIdsOf } from '../../domain/blocked-companies';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { hotJobTitles } from '../../search/hot-searches';

/** The site a list is for; a signed-in seeker's lists leave out the companies they blocked. */
async function siteOf<E extends AppEnv>(c: Context<E>) {
  const excludeCompanyIds = await blockedCompanyIdsOf(c.get('db'), c.get('session'));
  return { country: c.get('country'), language: c.get('language'), now: c.get('now'), excludeCompanyIds };
}

/** The recommendation service. */
export function recommendRoutes() {
  return new Hono<AppEnv>()
    .get('/hot-job-titles', validate('query', hotJobTitlesQuerySchema, 'query'), async (c) => {
      const result = await hotJobTitles(c.get('db'), {
        country: c.get('country'),
        language: c.get('language'),
        size: c.get('query').size,
        now: c.get('now'),
      });
      return ok(c, result);
    })
    .get('/popular-jobs', validate('query', homeJobsQuerySchema, 'query'), async (c) => {
      const site = await siteOf(c);
      return ok(c, await popularJobs(c.get('db'), { ...site, size: c.get('query').size }));
    })
    .get('/hot-jobs', validate('query', homeJobsQuerySchema, 'query'), async (c) => {
      const site = await siteOf(c);
      return ok(c, await hotJobs(c.get('db'), { ...site, size: c.get('query').size }));
    })
    .get('/web3-companies', validate('query', web3CompaniesQuerySchema, 'query'), async (c) => {
      const site = await siteOf(c);
      return ok(c, { companies: await web3Companies(c.get('db'), { ...site, size: c.get('query').size }) });
    })
    .get('/jobs-for-you', requireUser(), validate('query', jobsForYouQuerySchema, 'query'), async (c) => {
      const { arrangement, size, sort } = c.get('query');
      const result = await jobsForYou(c.get('db'), {
        userId: c.get('userId'),
        country: c.get('country'),
        language: c.get('language'),
        arrangement,
        size,
        now: c.get('now'),
        excludeCompanyIds: await blockedCompanyIdsOf(c.get('db'), c.get('session')),
      });
      if (sort === 'fit') {
        const site = { userId: c.get('userId'), countryKey: c.get('country').key, language: c.get('language'), now: c.get('now') };
        return ok(c, { ...result, jobs: await orderByFit(c.get('db'), site, result.jobs) });
      }
      return ok(c, result);
    });
}
