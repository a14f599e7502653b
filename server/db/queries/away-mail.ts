import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Mail when away (server/away-mail, docs/decisions/0074): the claims of what is due and the
 * reads of one run, moved as written (decision 0087). A claim is an update of rows locked
 * FOR UPDATE SKIP LOCKED, so several processes never take the same message or move.
 */

export interface ClaimedChatRow {
  chat_id: number;
  user_id: number;
  from_seq: number;
  to_seq: number;
}

/**
 * The seeker's side of chats with a recruiter's message sent in (oldest, due], unread and not
 * mailed: everything up to the chat's last seq is taken at once. Muted and deleted chats are
 * left alone.
 */
export async function claimAwayChats(db: Database, due: string, oldest: string, limit: number): Promise<ClaimedChatRow[]> {
  return rowsOf<ClaimedChatRow>(
    await db.execute(sql`
      with due as (
        select m.chat_id, greatest(m.read_seq, m.mailed_seq) as from_seq
        from chat_members m join chats c on c.id = m.chat_id
        where m.role = 'jobseeker' and not m.muted and m.deleted_at is null
          and c.last_seq > greatest(m.read_seq, m.mailed_seq)
          and exists (select 1 from chat_messages x where x.chat_id = m.chat_id and x.sender_role = 'recruiter'
            and x.seq > greatest(m.read_seq, m.mailed_seq)
            and x.created_at <= ${due}::timestamptz and x.created_at > ${oldest}::timestamptz)
        order by m.chat_id
        limit ${limit}
        for update of m skip locked)
      update chat_members m set mailed_seq = c.last_seq
      from due, chats c
      where m.chat_id = due.chat_id and m.role = 'jobseeker' and c.id = m.chat_id
      returning m.chat_id, m.party_id as user_id, due.from_seq, c.last_seq as to_seq`),
  );
}

/** An application notification taken for the mail; a driver may hand the jsonb back as text. */
export interface ClaimedApplicationRow {
  id: number;
  user_id: number;
  payload: Record<string, unknown> | string;
}

/** The application notifications written in (oldest, due], unread and not mailed, stamped mailed at `now`. */
export async function claimAwayApplications(db: Database, now: Date, due: string, oldest: string, limit: number): Promise<ClaimedApplicationRow[]> {
  return rowsOf<ClaimedApplicationRow>(
    await db.execute(sql`
      update notifications set mailed_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from notifications
        where kind = 'application' and mailed_at is null and read_at is null
          and created_at <= ${due}::timestamptz and created_at > ${oldest}::timestamptz
        order by id
        limit ${limit}
        for update skip locked)
      returning id, user_id, payload`),
  );
}

export interface ChatLineRow {
  chat_id: number;
  company: string;
  country_key: string;
  count: number;
}

/** The recruiter's messages in each (chat, from seq, to seq] range, with the chat's company and site (ranges not empty). */
export async function recruiterMessagesIn(
  db: Database,
  ranges: readonly Pick<ClaimedChatRow, 'chat_id' | 'from_seq' | 'to_seq'>[],
): Promise<ChatLineRow[]> {
  const values = ranges.map((row) => sql`(${Number(row.chat_id)}::int, ${Number(row.from_seq)}::int, ${Number(row.to_seq)}::int)`);
  return rowsOf<ChatLineRow>(
    await db.execute(sql`
      with ranges(chat_id, from_seq, to_seq) as (values ${sql.join(values, sql`, `)})
      select r.chat_id, co.name as company, j.country_key,
        (select count(*)::int from chat_messages x where x.chat_id = r.chat_id and x.sender_role = 'recruiter'
          and x.seq > r.from_seq and x.seq <= r.to_seq) as count
      from ranges r join chats c on c.id = r.chat_id join companies co on co.id = c.company_id join jobs j on j.id = c.job_id`),
  );
}

export interface AwaySeekerRow {
  id: number;
  email: string | null;
  language_slug: string;
  status: string;
}

export async function awaySeekers(db: Database, userIds: number[]): Promise<AwaySeekerRow[]> {
  return rowsOf<AwaySeekerRow>(await db.execute(sql`select id, email, language_slug, status from users where id = any(${`{${userIds.join(',')}}`}::int[])`));
}

export interface JobCountryRow {
  id: number;
  country_key: string;
}

/** The site of each job (ids not empty). */
export async function countriesOfJobs(db: Database, jobIds: number[]): Promise<JobCountryRow[]> {
  return rowsOf<JobCountryRow>(await db.execute(sql`select id, country_key from jobs where id = any(${`{${jobIds.join(',')}}`}::int[])`));
}
