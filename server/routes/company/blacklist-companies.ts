import { Hono } from 'hono';
import { blockCompanyBodySchema, companyNameSearchQuerySchema } from '@/lib/schemas/blocked-companies';
import { blockCompany, blockedCompaniesOf, companiesToBlock, unblockCompany } from '../../domain/blocked-companies';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';

/**
 * A seeker's blocked companies (platform spec §6, §7 Company): blocking one keeps its recruiters
 * out of the seeker's chats (server/domain/chat-access.ts) and the seeker from starting one.
 */
export function blockedCompanyRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/blacklist-companies', requireUser(), async (c) => {
    return ok(c, { companies: await blockedCompaniesOf(c.get('db'), c.get('userId')) });
  });

  // Finds the company to block by either of its names (platform spec §7 Company).
  routes.get('/search-company-by-legal-name-displany-name', requireUser(), validate('query', companyNameSearchQuerySchema, 'query'), async (c) => {
    const { company_name: name, size } = c.get('query');
    return ok(c, { companies: await companiesToBlock(c.get('db'), c.get('userId'), c.get('country').key, name, size) });
  });

  routes.post('/blacklist-companies/create', requireUser(), validate('json', blockCompanyBodySchema, 'body'), async (c) => {
    const ask = { userId: c.get('userId'), companyId: c.get('body').company_id, countryKey: c.get('country').key, now: c.get('now') };
    return ok(c, await blockCompany(c.get('db'), ask), 201);
  });

  routes.delete(`/:id{${idPattern}}/blacklist-companies/delete`, requireUser(), async (c) => {
    return ok(c, await unblockCompany(c.get('db'), c.get('userId'), pathId(c.req.param('id'), 'Company')));
  });

  return routes;
}
