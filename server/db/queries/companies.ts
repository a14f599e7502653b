import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { type blockedCompanies, companies, type companyFollows } from '../schema';

/** Whether a company of this site has the id, as its page (GET /company/{id}) and the name search find it. */
export async function companyOnSite(db: Database, companyId: number, countryKey: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.countryKey, countryKey)));
  return company !== undefined;
}

/** A seeker's mark on a company (a block or a follow) with the company's name and colour. */
export interface CompanyMarkRow {
  company_id: number;
  company_name: string;
  logo_color: string;
  created_at: string | Date;
}

/** The user's blocks or follows, the latest first; with `companyId`, only that company's. */
export async function companyMarks(
  db: Database,
  marks: typeof blockedCompanies | typeof companyFollows,
  userId: number,
  companyId?: number,
): Promise<CompanyMarkRow[]> {
  const only = companyId === undefined ? sql`` : sql`and m.company_id = ${companyId}`;
  return rowsOf<CompanyMarkRow>(
    await db.execute(sql`select m.company_id, c.name as company_name, c.logo_color, m.created_at
      from ${marks} m join companies c on c.id = m.company_id
      where m.user_id = ${userId} ${only} order by m.created_at desc, m.company_id desc`),
  );
}
