import { sql } from 'drizzle-orm';
import { countries } from '@/lib/countries';
import { devRecruiterEmailDomain } from '@/lib/schemas/recruiter';
import type { Database } from '../db/client';
import { rowsOf } from '../search/rows';
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
  const email = sql`'recruiter-' || r.id || ${`@${devRecruiterEmailDomain}`}`;
  await giveRecruitersNumbers(db);
  const [missing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from recruiters where user_id is null`));
  if (!missing || Number(missing.n) === 0) return 0;
  const passwordHash = await hashPassword(password);
  const provisioned = await db.transaction(async (tx) => {
    await tx.execute(sql`
      update recruiters r set user_id = u.id from users u
      where r.user_id is null and u.email = ${email}
        and not exists (select 1 from recruiters other where other.user_id = u.id)`);
    const created = rowsOf<{ id: number }>(
      await tx.execute(sql`
        with created as (
          insert into users (email, password_hash, has_password, first_name, last_name, country_key, is_email_verified, source)
          select ${email}, ${passwordHash}, true, r.first_name, r.last_name, c.country_key, true, 'recruiter'
          from recruiters r join companies c on c.id = r.company_id
          where r.user_id is null
          on conflict (email) where email is not null do nothing
          returning id, email)
        update recruiters r set user_id = created.id from created where created.email = ${email}
        returning r.id`),
    );
    return created.length;
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
  const dialCodes = sql.join(
    countries.map((country) => sql`(${country.key}, ${country.dialCode})`),
    sql`, `,
  );
  await db.execute(sql`
    with dial(country_key, code) as (values ${dialCodes})
    update users u set phone_country_code = dial.code, phone_num = '555' || lpad((r.id % 10000000)::text, 7, '0')
    from recruiters r join companies c on c.id = r.company_id join dial on dial.country_key = c.country_key
    where r.user_id = u.id and u.phone_num is null and u.email like ${`%@${devRecruiterEmailDomain}`}`);
}

/** The recruiter an account speaks for, with their company. */
export async function recruiterOfUser(db: Database, userId: number) {
  const [row] = rowsOf<{ id: number; company_id: number; company_name: string; job_title: string; country_key: string }>(
    await db.execute(sql`select r.id, r.company_id, c.name as company_name, r.job_title, c.country_key
      from recruiters r join companies c on c.id = r.company_id where r.user_id = ${userId}`),
  );
  return row
    ? { id: Number(row.id), company_id: Number(row.company_id), company_name: row.company_name, job_title: row.job_title, country_key: row.country_key }
    : null;
}
