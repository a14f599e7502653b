import { Hono } from 'hono';
import { jobHotSearchBodySchema } from '@/lib/schemas/job';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { normalizeTerm, recordHotSearch } from '../../search/hot-searches';

/** POST /job/metrics/job-hot-search: a search term for the hot-search list; the web ignores the answer. */
export function metricsRoutes() {
  return new Hono<AppEnv>().post('/metrics/job-hot-search', validate('json', jobHotSearchBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const recorded = await recordHotSearch(c.get('db'), {
      country: c.get('country'),
      term: normalizeTerm(body.query),
      jobTitleId: body.job_title_id ?? null,
      device: body.device,
      source: body.source,
      page: body.page === undefined ? undefined : String(body.page),
    });
    return ok(c, { recorded });
  });
}
