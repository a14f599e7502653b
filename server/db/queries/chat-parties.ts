import { sql } from 'drizzle-orm';
import type { ChatRole } from '@/lib/schemas/chat';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * What the chat reads and writes of its parties: a chat's two members (`chat_members`), the
 * seeker's and the recruiter's own rows, and the sessions their sockets live on. The statements
 * of server/chat/ and server/domain/chat-{access,detail}.ts moved as written (decision 0087).
 */

export interface RecruiterPartyRow {
  id: number;
  company_id: number;
}

/** The recruiter row of a recruiter's account. */
export async function findRecruiterOfUser(db: Database, userId: number): Promise<RecruiterPartyRow | undefined> {
  const [row] = rowsOf<RecruiterPartyRow>(await db.execute(sql`select id, company_id from recruiters where user_id = ${userId} limit 1`));
  return row;
}

/** Which of these sessions are neither revoked nor expired. */
export async function liveSessionIds(db: Database, ids: number[], now: Date): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select id from sessions where id = any(${`{${ids.join(',')}}`}::int[])
        and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz`),
  );
  return rows.map((row) => Number(row.id));
}

/** The session with this token hash, if it has been revoked. */
export async function revokedSessionId(db: Database, tokenHash: string): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from sessions where token_hash = ${tokenHash} and revoked_at is not null`),
  );
  return row ? Number(row.id) : undefined;
}

/** The other side of one of a party's chats. */
export interface CounterpartRow {
  role: ChatRole;
  party_id: number;
}

/** Everyone the party has a chat with (at most 1,000). */
export async function counterpartsOf(db: Database, role: ChatRole, partyId: number): Promise<CounterpartRow[]> {
  return rowsOf<CounterpartRow>(
    await db.execute(sql`select other.role, other.party_id from chat_members me
        join chat_members other on other.chat_id = me.chat_id and other.role <> me.role
        where me.role = ${role} and me.party_id = ${partyId} limit 1000`),
  );
}

/** The reply-activity label reads this: a recruiter on the chat is active now. */
export async function touchRecruiterActivity(db: Database, recruiterId: number, now: Date): Promise<void> {
  await db.execute(sql`update recruiters set last_active_at = ${now.toISOString()}::timestamptz where id = ${recruiterId}`);
}

/** A new chat's two members. */
export async function insertChatMembers(db: Database, chatId: number, jobseekerId: number, recruiterId: number): Promise<void> {
  await db.execute(sql`
      insert into chat_members (chat_id, role, party_id) values
        (${chatId}, 'jobseeker', ${jobseekerId}), (${chatId}, 'recruiter', ${recruiterId})
      on conflict do nothing`);
}

/** Brings a chat the seeker had deleted back to their list. */
export async function restoreSeekerMember(db: Database, chatId: number): Promise<void> {
  await db.execute(sql`update chat_members set deleted_at = null where chat_id = ${chatId} and role = 'jobseeker'`);
}

export interface MemberFlags {
  pinned?: boolean;
  muted?: boolean;
  not_interested?: boolean;
  deleted?: boolean;
}

/** One side's folders: a flag left out keeps its value; deleting keeps the first deletion's time. */
export async function setMemberFlags(db: Database, chatId: number, role: ChatRole, flags: MemberFlags, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`update chat_members set
      pinned = coalesce(${flags.pinned ?? null}::boolean, pinned),
      muted = coalesce(${flags.muted ?? null}::boolean, muted),
      not_interested = coalesce(${flags.not_interested ?? null}::boolean, not_interested),
      deleted_at = case when ${flags.deleted ?? null}::boolean is null then deleted_at
                        when ${flags.deleted ?? null}::boolean then coalesce(deleted_at, ${at}::timestamptz) else null end
    where chat_id = ${chatId} and role = ${role}`);
}

/** Whether the seeker has blocked the company (platform spec §6). */
export async function seekerBlocksCompany(db: Database, jobseekerId: number, companyId: number): Promise<boolean> {
  const [row] = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from blocked_companies where user_id = ${jobseekerId} and company_id = ${companyId}`),
  );
  return row !== undefined;
}

/** Where the seeker may work (null or undefined: not said, or no such user). */
export async function seekerWorkEligibility(db: Database, userId: number): Promise<string[] | null | undefined> {
  const [user] = rowsOf<{ work_eligibility: string[] | null }>(await db.execute(sql`select work_eligibility from users where id = ${userId}`));
  return user?.work_eligibility;
}

/** The seeker's mobile number without its country code, if they gave one. */
export async function seekerPhoneNumber(db: Database, userId: number): Promise<string | null | undefined> {
  const [phone] = rowsOf<{ phone_num: string | null }>(await db.execute(sql`select phone_num from users where id = ${userId}`));
  return phone?.phone_num;
}

/** Both parties' numbers with their country codes, as a mobile exchange shows them. */
export interface PartyPhonesRow {
  seeker: string | null;
  recruiter: string | null;
}

export async function partyPhones(db: Database, jobseekerId: number, recruiterId: number): Promise<PartyPhonesRow | undefined> {
  const [phones] = rowsOf<PartyPhonesRow>(
    await db.execute(sql`
        select (select phone_country_code || ' ' || phone_num from users where id = ${jobseekerId}) as seeker,
               (select u.phone_country_code || ' ' || u.phone_num from recruiters r join users u on u.id = r.user_id
                 where r.id = ${recruiterId}) as recruiter`),
  );
  return phones;
}

/** The name of the recruiter's company, as a seeker's chat notification says it. */
export async function companyNameOf(db: Database, companyId: number): Promise<string | undefined> {
  const [company] = rowsOf<{ name: string }>(await db.execute(sql`select name from companies where id = ${companyId}`));
  return company?.name;
}

/** The recruiter card of the job page and the chat (reply activity, medals). */
export interface RecruiterCardRow {
  id: number;
  first_name: string;
  last_name: string;
  job_title: string;
  medals: string[];
  last_active_at: string | Date;
  response_rate: number;
}

export async function findRecruiterCard(db: Database, recruiterId: number): Promise<RecruiterCardRow | undefined> {
  const [row] = rowsOf<RecruiterCardRow>(
    await db.execute(sql`select id, first_name, last_name, job_title, medals, last_active_at, response_rate
      from recruiters where id = ${recruiterId}`),
  );
  return row;
}

/** A live resume of the seeker's, as a resume message names it. */
export interface SeekerResumeRow {
  id: number;
  filename: string;
}

export async function findSeekerResume(db: Database, userId: number, resumeId: number): Promise<SeekerResumeRow | undefined> {
  const [file] = rowsOf<SeekerResumeRow>(
    await db.execute(sql`select id, filename from files
      where id = ${resumeId} and user_id = ${userId} and kind = 'resume' and deleted_at is null`),
  );
  return file;
}
