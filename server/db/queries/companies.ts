import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { type blockedCompanies, companies, type companyFollows, locations, refItems } from '../schema';
import { companySizes, industries, refJoin } from './ref-items';

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

const financingStages = alias(refItems, 'financing_stages');

/** The company page's row, with its reference items; null for an unknown id or another country's company (moved from routes/company/load-company.ts, decision 0087). */
export async function findCompanyPageRow(db: Database, id: number, countryKey: string) {
  const [row] = await db
    .select({
      company: companies,
      location: locations,
      industry: industries,
      companySize: companySizes,
      financingStage: financingStages,
    })
    .from(companies)
    .leftJoin(locations, eq(locations.id, companies.locationId))
    .leftJoin(industries, refJoin('industries', industries, companies.industryId))
    .leftJoin(companySizes, refJoin('company_sizes', companySizes, companies.companySizeId))
    .leftJoin(financingStages, refJoin('financing_stages', financingStages, companies.financingStageId))
    .where(and(eq(companies.id, id), eq(companies.countryKey, countryKey)))
    .limit(1);
  return row ?? null;
}

/** The financing stages with these keys and their labels, as funding rounds name them. */
export function financingStagesByKey(db: Database, keys: string[]) {
  return db
    .select({ key: refItems.key, labels: refItems.labels })
    .from(refItems)
    .where(and(eq(refItems.list, 'financing_stages'), inArray(refItems.key, keys)))
    .orderBy(asc(refItems.id));
}
