import { Hono } from 'hono';
import { jobHotSearchBodySchema } from '@/lib/schemas/job';
import { clientIp } from '../../auth/client-ip';
import { enforceAddressLimit } from '../../auth/limits';
import { deviceUuidOf } from '../../auth/request-facts';
import { searcherKeyOf } from '../../events/client-key';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { normalizeTerm, recordHotSearch } from '../../search/hot-searches';

/**
 * POST /job/metrics/job-hot-search: a search term for the hot-search list; the web ignores the
 * answer. The searcher (address, else user, else device) is kept so each counts once
 * (docs/decisions/0064); a report from nobody known is answered `recorded: false`.
 */
export function metricsRoutes(services: Pick<PlatformServices, 'limiter' | 'trustedProxyHops'>) {
  return new Hono<AppEnv>().post('/metrics/job-hot-search', validate('json', jobHotSearchBodySchema, 'body'), async (c) => {
    await enforceAddressLimit(services.limiter, 'hotSearchesPerAddress', clientIp(c, services.trustedProxyHops), c.get('now'));
    const body = c.get('body');
    const recorded = await recordHotSearch(c.get('db'), {
      country: c.get('country'),
      term: normalizeTerm(body.query),
      jobTitleId: body.job_title_id ?? null,
      clientKey: searcherKeyOf(c, services.trustedProxyHops, deviceUuidOf(c)),
      now: c.get('now'),
      device: body.device,
      source: body.source,
      page: body.page === undefined ? undefined : String(body.page),
    });
    return ok(c, { recorded });
  });
}
