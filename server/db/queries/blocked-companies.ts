import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { blockedCompanies } from '../schema';

/** A seeker's blocked companies (`blocked_companies` aliased `b`), moved from the route (decision 0087). */

export async function blockedCompanyIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ companyId: blockedCompanies.companyId })
    .from(blockedCompanies)
    .where(eq(blockedCompanies.userId, userId))
    .orderBy(blockedCompanies.companyId);
  return rows.map((row) => row.companyId);
}

export interface CompanyNameMatchRow {
  id: number;
  name: string;
  legal_name: string | null;
  logo_color: string;
  blocked: boolean;
}

/** This site's companies whose name or legal name holds the words, the exact name first, each saying whether the user blocked it. */
export async function companiesNamed(db: Database, userId: number, countryKey: string, name: string | undefined, size: number): Promise<CompanyNameMatchRow[]> {
  const pattern = `%${String(name).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return rowsOf<CompanyNameMatchRow>(
    await db.execute(sql`select c.id, c.name, c.legal_name, c.logo_color,
        exists (select 1 from blocked_companies b where b.user_id = ${userId} and b.company_id = c.id) as blocked
      from companies c
      where c.country_key = ${countryKey} and (c.name ilike ${pattern} or c.legal_name ilike ${pattern})
      order by (lower(c.name) = lower(${name})) desc, length(c.name), c.id limit ${size}`),
  );
}

export async function countBlockedCompanies(db: Database, userId: number): Promise<number> {
  const [held] = await db.select({ n: count() }).from(blockedCompanies).where(eq(blockedCompanies.userId, userId));
  return Number(held?.n ?? 0);
}

/** Blocks the company; blocking it again is no change. */
export async function insertBlockedCompany(db: Database, userId: number, companyId: number, now: Date): Promise<void> {
  await db.execute(sql`insert into blocked_companies (user_id, company_id, created_at)
    values (${userId}, ${companyId}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
}

/** Unblocks the company; false when it was not blocked. */
export async function deleteBlockedCompany(db: Database, userId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .delete(blockedCompanies)
    .where(and(eq(blockedCompanies.userId, userId), eq(blockedCompanies.companyId, companyId)))
    .returning({ companyId: blockedCompanies.companyId });
  return rows.length > 0;
}
