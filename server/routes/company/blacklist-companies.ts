import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  blockCompanyBodySchema,
  type BlockedCompany,
  type CompanyNameMatch,
  companyNameSearchQuerySchema,
  maxBlockedCompanies,
} from '@/lib/schemas/blocked-companies';
import { requireUser } from '../../http/authenticate';
import { AppError } from '../../http/app-error';
import type { ResolvedSession } from '../../auth/sessions';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from '../job/path-id';

/** The companies a signed-in seeker blocked; none for guests, recruiters and no session. */
export async function blockedCompanyIdsOf(db: Database, session: ResolvedSession | null): Promise<number[]> {
  if (session?.kind !== 'user' || session.userId === null || session.role !== 'jobseeker') return [];
  const rows = rowsOf<{ company_id: number }>(
    await db.execute(sql`select company_id from blocked_companies where user_id = ${session.userId} order by company_id`),
  );
  return rows.map((row) => Number(row.company_id));
}

interface BlockedRow {
  company_id: number;
  company_name: string;
  logo_color: string;
  created_at: string | Date;
}

const toBlocked = (row: BlockedRow): BlockedCompany => ({
  company_id: Number(row.company_id),
  company_name: row.company_name,
  logo_color: row.logo_color,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * A seeker's blocked companies (platform spec §6, §7 Company): blocking one keeps its recruiters
 * out of the seeker's chats (server/domain/chat-access.ts) and the seeker from starting one.
 */
export function blockedCompanyRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/blacklist-companies', requireUser(), async (c) => {
    const rows = rowsOf<BlockedRow>(
      await c.get('db').execute(sql`select b.company_id, c.name as company_name, c.logo_color, b.created_at
        from blocked_companies b join companies c on c.id = b.company_id
        where b.user_id = ${c.get('userId')} order by b.created_at desc, b.company_id desc`),
    );
    return ok(c, { companies: rows.map(toBlocked) });
  });

  // Finds the company to block by either of its names (platform spec §7 Company).
  routes.get('/search-company-by-legal-name-displany-name', requireUser(), validate('query', companyNameSearchQuerySchema, 'query'), async (c) => {
    const { company_name: name, size } = c.get('query');
    const pattern = `%${String(name).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const rows = rowsOf<{ id: number; name: string; legal_name: string | null; logo_color: string; blocked: boolean }>(
      await c.get('db').execute(sql`select c.id, c.name, c.legal_name, c.logo_color,
          exists (select 1 from blocked_companies b where b.user_id = ${c.get('userId')} and b.company_id = c.id) as blocked
        from companies c
        where c.country_key = ${c.get('country').key} and (c.name ilike ${pattern} or c.legal_name ilike ${pattern})
        order by (lower(c.name) = lower(${name})) desc, length(c.name), c.id limit ${size}`),
    );
    const companies: CompanyNameMatch[] = rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      legal_name: row.legal_name,
      logo_color: row.logo_color,
      blocked: Boolean(row.blocked),
    }));
    return ok(c, { companies });
  });

  routes.post('/blacklist-companies/create', requireUser(), validate('json', blockCompanyBodySchema, 'body'), async (c) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const companyId = c.get('body').company_id;
    // A company of this site, as its page (GET /company/{id}) and the name search find it.
    const [company] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from companies where id = ${companyId} and country_key = ${c.get('country').key}`),
    );
    if (!company) throw AppError.notFound('Company');
    const [held] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from blocked_companies where user_id = ${userId}`));
    if (Number(held?.n ?? 0) >= maxBlockedCompanies) {
      throw AppError.validation({ company_id: [`You can block at most ${maxBlockedCompanies} companies`] });
    }
    await db.execute(sql`insert into blocked_companies (user_id, company_id, created_at)
      values (${userId}, ${companyId}, ${c.get('now').toISOString()}::timestamptz) on conflict do nothing`);
    const [row] = rowsOf<BlockedRow>(
      await db.execute(sql`select b.company_id, c.name as company_name, c.logo_color, b.created_at
        from blocked_companies b join companies c on c.id = b.company_id where b.user_id = ${userId} and b.company_id = ${companyId}`),
    );
    if (!row) throw new Error('blocked company row missing after insert');
    return ok(c, toBlocked(row), 201);
  });

  routes.delete(`/:id{${idPattern}}/blacklist-companies/delete`, requireUser(), async (c) => {
    const companyId = pathId(c.req.param('id'), 'Company');
    const rows = rowsOf<{ company_id: number }>(
      await c.get('db').execute(sql`delete from blocked_companies where user_id = ${c.get('userId')} and company_id = ${companyId}
        returning company_id`),
    );
    return ok(c, { deleted: rows.length > 0 });
  });

  return routes;
}
