import { type BlockedCompany, type CompanyNameMatch, maxBlockedCompanies } from '@/lib/schemas/blocked-companies';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import {
  blockedCompanyIds,
  companiesNamed,
  countBlockedCompanies,
  deleteBlockedCompany,
  insertBlockedCompany,
} from '../db/queries/blocked-companies';
import { type CompanyMarkRow, companyMarks, companyOnSite } from '../db/queries/companies';
import { blockedCompanies } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * A seeker's blocked companies (platform spec §6, §7 Company): blocking one keeps its recruiters
 * out of the seeker's chats (server/domain/chat-access.ts) and the seeker from starting one.
 */

/** The companies a signed-in seeker blocked; none for guests, recruiters and no session. */
export async function blockedCompanyIdsOf(db: Database, session: ResolvedSession | null): Promise<number[]> {
  if (session?.kind !== 'user' || session.userId === null || session.role !== 'jobseeker') return [];
  return blockedCompanyIds(db, session.userId);
}

/** A block or a follow as the settings lists show it. */
export const toCompanyMark = (row: CompanyMarkRow): BlockedCompany => ({
  company_id: Number(row.company_id),
  company_name: row.company_name,
  logo_color: row.logo_color,
  created_at: new Date(row.created_at).toISOString(),
});

export async function blockedCompaniesOf(db: Database, userId: number): Promise<BlockedCompany[]> {
  return (await companyMarks(db, blockedCompanies, userId)).map(toCompanyMark);
}

/** Finds the company to block by either of its names (platform spec §7 Company). */
export async function companiesToBlock(db: Database, userId: number, countryKey: string, name: string | undefined, size: number): Promise<CompanyNameMatch[]> {
  const rows = await companiesNamed(db, userId, countryKey, name, size);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    legal_name: row.legal_name,
    logo_color: row.logo_color,
    blocked: Boolean(row.blocked),
  }));
}

/** Blocks a company of this site (404 otherwise), at most maxBlockedCompanies (422 past it); blocking again is no change. */
export async function blockCompany(db: Database, ask: { userId: number; companyId: number; countryKey: string; now: Date }): Promise<BlockedCompany> {
  const { userId, companyId } = ask;
  if (!(await companyOnSite(db, companyId, ask.countryKey))) throw AppError.notFound('Company');
  if ((await countBlockedCompanies(db, userId)) >= maxBlockedCompanies) {
    throw AppError.validation({ company_id: [`You can block at most ${maxBlockedCompanies} companies`] });
  }
  await insertBlockedCompany(db, userId, companyId, ask.now);
  const [row] = await companyMarks(db, blockedCompanies, userId, companyId);
  if (!row) throw new Error('blocked company row missing after insert');
  return toCompanyMark(row);
}

export async function unblockCompany(db: Database, userId: number, companyId: number): Promise<{ deleted: boolean }> {
  return { deleted: await deleteBlockedCompany(db, userId, companyId) };
}
