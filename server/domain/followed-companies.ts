import { type FollowedCompany, maxFollowedCompanies } from '@/lib/schemas/company-follows';
import type { Database } from '../db/client';
import { companyMarks, companyOnSite } from '../db/queries/companies';
import { deleteFollow, insertFollowUnderCap } from '../db/queries/company-follows';
import { companyFollows } from '../db/schema';
import { lockUser } from '../db/queries/users';
import { AppError } from '../http/app-error';
import { toCompanyMark } from './blocked-companies';

/**
 * A seeker's followed companies (issue 35 item 4): only their own rows; a company of another
 * site is a 404; at most maxFollowedCompanies (422 past it). Following again is no change.
 */

export async function followedCompaniesOf(db: Database, userId: number): Promise<FollowedCompany[]> {
  return (await companyMarks(db, companyFollows, userId)).map(toCompanyMark);
}

/** Follows a company of this site; `created` says whether the follow is new. */
export async function followCompany(
  db: Database,
  ask: { userId: number; companyId: number; countryKey: string; now: Date },
): Promise<{ company: FollowedCompany; created: boolean }> {
  const { userId, companyId } = ask;
  if (!(await companyOnSite(db, companyId, ask.countryKey))) throw AppError.notFound('Company');
  // The seeker's row serialises their follows, so the cap holds when two tabs follow at once.
  const created = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return insertFollowUnderCap(tx, userId, companyId, maxFollowedCompanies, ask.now);
  });
  const [row] = await companyMarks(db, companyFollows, userId, companyId);
  if (!row) throw AppError.validation({ company_id: [`You can follow at most ${maxFollowedCompanies} companies`] });
  return { company: toCompanyMark(row), created };
}

export async function unfollowCompany(db: Database, userId: number, companyId: number): Promise<{ deleted: boolean }> {
  return { deleted: await deleteFollow(db, userId, companyId) };
}
