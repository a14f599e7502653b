import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type FollowedCompany, followCompanyBodySchema, maxFollowedCompanies } from '@/lib/schemas/company-follows';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from '../job/path-id';

interface FollowedRow {
  company_id: number;
  company_name: string;
  logo_color: string;
  created_at: string | Date;
}

const toFollowed = (row: FollowedRow): FollowedCompany => ({
  company_id: Number(row.company_id),
  company_name: row.company_name,
  logo_color: row.logo_color,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * A seeker's followed companies (issue 35 item 4): the list (settings), follow and unfollow. Only
 * the signed-in seeker's own rows; a company of another site is a 404; at most
 * maxFollowedCompanies (422 past it). Following again is no change.
 */
export function followedCompanyRoutes() {
  return new Hono<AppEnv>()
    .get('/followed-companies', requireUser(), async (c) => {
      const rows = rowsOf<FollowedRow>(
        await c.get('db').execute(sql`select f.company_id, c.name as company_name, c.logo_color, f.created_at
          from company_follows f join companies c on c.id = f.company_id
          where f.user_id = ${c.get('userId')} order by f.created_at desc, f.company_id desc`),
      );
      return ok(c, { companies: rows.map(toFollowed), max: maxFollowedCompanies });
    })
    .post('/followed-companies/create', requireUser(), validate('json', followCompanyBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const companyId = c.get('body').company_id;
      const [company] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from companies where id = ${companyId} and country_key = ${c.get('country').key}`),
      );
      if (!company) throw AppError.notFound('Company');
      const stamp = c.get('now').toISOString();
      // The seeker's row serialises their follows, so the cap holds when two tabs follow at once.
      const inserted = await db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        return rowsOf<{ company_id: number }>(
          await tx.execute(sql`insert into company_follows (user_id, company_id, notified_through, created_at)
            select ${userId}, ${companyId}, ${stamp}::timestamptz, ${stamp}::timestamptz
            where (select count(*) from company_follows where user_id = ${userId}) < ${maxFollowedCompanies}
            on conflict do nothing returning company_id`),
        );
      });
      const [row] = rowsOf<FollowedRow>(
        await db.execute(sql`select f.company_id, c.name as company_name, c.logo_color, f.created_at
          from company_follows f join companies c on c.id = f.company_id where f.user_id = ${userId} and f.company_id = ${companyId}`),
      );
      if (!row) throw AppError.validation({ company_id: [`You can follow at most ${maxFollowedCompanies} companies`] });
      return ok(c, toFollowed(row), inserted.length > 0 ? 201 : 200);
    })
    .delete(`/:id{${idPattern}}/followed-companies/delete`, requireUser(), async (c) => {
      const companyId = pathId(c.req.param('id'), 'Company');
      const rows = rowsOf<{ company_id: number }>(
        await c.get('db').execute(sql`delete from company_follows where user_id = ${c.get('userId')} and company_id = ${companyId}
          returning company_id`),
      );
      return ok(c, { deleted: rows.length > 0 });
    });
}
