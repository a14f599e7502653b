import { Hono } from 'hono';
import { loadCompanyDetail } from '../../domain/company-page';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { idPattern, pathId } from '../job/path-id';

/**
 * GET /company/{id}: the company of the request's country. Another country's company or an
 * unknown id is 404 40004, like a non-numeric id (no such route). Its open jobs are a search:
 * GET /job/search?company_ids={id}, refined by main_functions or job_function_ids.
 */
export function companyDetailRoutes() {
  return new Hono<AppEnv>().get(`/:id{${idPattern}}`, async (c) => {
    const id = pathId(c.req.param('id'), 'Company');
    const company = await loadCompanyDetail(c.get('db'), id, c.get('country'), c.get('language'), c.get('now'));
    if (!company) throw AppError.notFound('Company');
    return ok(c, company);
  });
}
