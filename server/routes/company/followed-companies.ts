import { Hono } from 'hono';
import { followCompanyBodySchema, maxFollowedCompanies } from '@/lib/schemas/company-follows';
import { followCompany, followedCompaniesOf, unfollowCompany } from '../../domain/followed-companies';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';

/**
 * A seeker's followed companies (issue 35 item 4): the list (settings), follow and unfollow. Only
 * the signed-in seeker's own rows; a company of another site is a 404; at most
 * maxFollowedCompanies (422 past it). Following again is no change.
 */
export function followedCompanyRoutes() {
  return new Hono<AppEnv>()
    .get('/followed-companies', requireUser(), async (c) => {
      return ok(c, { companies: await followedCompaniesOf(c.get('db'), c.get('userId')), max: maxFollowedCompanies });
    })
    .post('/followed-companies/create', requireUser(), validate('json', followCompanyBodySchema, 'body'), async (c) => {
      const ask = { userId: c.get('userId'), companyId: c.get('body').company_id, countryKey: c.get('country').key, now: c.get('now') };
      const { company, created } = await followCompany(c.get('db'), ask);
      return ok(c, company, created ? 201 : 200);
    })
    .delete(`/:id{${idPattern}}/followed-companies/delete`, requireUser(), async (c) => {
      return ok(c, await unfollowCompany(c.get('db'), c.get('userId'), pathId(c.req.param('id'), 'Company')));
    });
}
