import { countries } from '@/lib/countries';
import type { Database } from '../db/client';
import {
  countRecruitersWithoutAccount,
  createRecruiterAccounts,
  findRecruiterOfUser,
  linkLeftoverRecruiterAccounts,
  numberRecruiterAccounts,
} from '../db/queries/recruiter-accounts';
import { hashPassword } from './passwords';

/**
 * Seeded recruiters get accounts so a person (or the e2e suite) can answer chats as one
 * (docs/decisions, recruiter accounts): `recruiter-<id>@recruiters.hireloop.localhost` with the
 * development password. All share one argon2 hash, computed once, because hashing per
 * recruiter would take minutes for a large seed; these are development credentials anyway.
 * Recruiters that already have an account keep it; an account of that address left over from
 * an earlier seed is linked again. Returns how many recruiters got an account.
 */
export async function provisionRecruiterAccounts(db: Database, password: string): Promise<number> {
  await giveRecruitersNumbers(db);
  if ((await countRecruitersWithoutAccount(db)) === 0) return 0;
  const passwordHash = await hashPassword(password);
  const provisioned = await db.transaction(async (tx) => {
    await linkLeftoverRecruiterAccounts(tx);
    return createRecruiterAccounts(tx, passwordHash);
  });
  await giveRecruitersNumbers(db);
  return provisioned;
}

/**
 * Seeded recruiters' accounts get a mobile number (issue 31: the mobile exchange goes both ways):
 * the company's country's dialling code and a fictional 555 number made from the recruiter's id,
 * the same on every run. Only development accounts without a number are touched.
 */
async function giveRecruitersNumbers(db: Database): Promise<void> {
  await numberRecruiterAccounts(db, countries);
}

/** The recruiter an account speaks for, with their company. */
export async function recruiterOfUser(db: Database, userId: number) {
  const row = await findRecruiterOfUser(db, userId);
  return row
    ? { id: Number(row.id), company_id: Number(row.company_id), company_name: row.company_name, job_title: row.job_title, country_key: row.country_key }
    : null;
}
