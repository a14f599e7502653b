import { sql } from 'drizzle-orm';
import { devRecruiterEmailDomain } from '@/lib/schemas/recruiter';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Seeded recruiters' development accounts (server/auth/recruiter-accounts.ts) and the recruiter
 * an account speaks for, moved as written (decision 0087).
 */

/** A seeded recruiter's account address, `recruiter-<id>@<devRecruiterEmailDomain>` (`r` is the recruiters row). */
const recruiterEmail = sql`'recruiter-' || r.id || ${`@${devRecruiterEmailDomain}`}`;

export async function countRecruitersWithoutAccount(db: Database): Promise<number> {
  const [missing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from recruiters where user_id is null`));
  return Number(missing?.n ?? 0);
}

/** Links recruiters without an account to a user of their address that no other recruiter holds. */
export async function linkLeftoverRecruiterAccounts(tx: Database): Promise<void> {
  await tx.execute(sql`
      update recruiters r set user_id = u.id from users u
      where r.user_id is null and u.email = ${recruiterEmail}
        and not exists (select 1 from recruiters other where other.user_id = u.id)`);
}

/** Creates an account for every recruiter still without one, all with `passwordHash`; answers how many were linked. */
export async function createRecruiterAccounts(tx: Database, passwordHash: string): Promise<number> {
  const created = rowsOf<{ id: number }>(
    await tx.execute(sql`
        with created as (
          insert into users (email, password_hash, has_password, first_name, last_name, country_key, is_email_verified, source)
          select ${recruiterEmail}, ${passwordHash}, true, r.first_name, r.last_name, c.country_key, true, 'recruiter'
          from recruiters r join companies c on c.id = r.company_id
          where r.user_id is null
          on conflict (email) where email is not null do nothing
          returning id, email)
        update recruiters r set user_id = created.id from created where created.email = ${recruiterEmail}
        returning r.id`),
  );
  return created.length;
}

/**
 * Gives development recruiter accounts without a number a fictional 555 number made from the
 * recruiter's id, under the dialling code of their company's country (`dialCodes`).
 */
export async function numberRecruiterAccounts(db: Database, dialCodes: readonly { key: string; dialCode: string | null }[]): Promise<void> {
  const dial = sql.join(
    dialCodes.map((country) => sql`(${country.key}, ${country.dialCode})`),
    sql`, `,
  );
  await db.execute(sql`
    with dial(country_key, code) as (values ${dial})
    update users u set phone_country_code = dial.code, phone_num = '555' || lpad((r.id % 10000000)::text, 7, '0')
    from recruiters r join companies c on c.id = r.company_id join dial on dial.country_key = c.country_key
    where r.user_id = u.id and u.phone_num is null and u.email like ${`%@${devRecruiterEmailDomain}`}`);
}

export interface RecruiterOfUserRow {
  id: number;
  company_id: number;
  company_name: string;
  job_title: string;
  country_key: string;
}

export async function findRecruiterOfUser(db: Database, userId: number): Promise<RecruiterOfUserRow | undefined> {
  const [row] = rowsOf<RecruiterOfUserRow>(
    await db.execute(sql`select r.id, r.company_id, c.name as company_name, r.job_title, c.country_key
      from recruiters r join companies c on c.id = r.company_id where r.user_id = ${userId}`),
  );
  return row;
}
