import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { companies } from '../schema';

/** Whether a company of this site has the id, as its page (GET /company/{id}) and the name search find it. */
export async function companyOnSite(db: Database, companyId: number, countryKey: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.countryKey, countryKey)));
  return company !== undefined;
}
