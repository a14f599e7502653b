import { sql } from 'drizzle-orm';
import type { ChatRole } from '@/lib/schemas/chat';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { jobs } from '../schema';

/**
 * A conversation's own row (`chats`): finding it for a party, starting it, the job it is about,
 * the mobile exchange and the history's expiry. The statements of server/chat/ and
 * server/domain/chat-{access,expiry}.ts moved as written (decision 0087); the rules and the
 * error each absence means stay there.
 */

export interface ChatRecordRow {
  id: number;
  jobseeker_id: number;
  recruiter_id: number;
  company_id: number;
  job_id: number;
  last_seq: number;
  jobseeker_replied: boolean;
  recruiter_replied: boolean;
  mobile_exchange: 'none' | 'requested' | 'accepted' | 'declined';
  job_switch_confirmed: boolean;
  /** Whether the seeker has blocked the chat's company (read with the row where asked). */
  blocked?: boolean;
}

/** The chat if this party is in it (the seeker or the recruiter of the row). */
export async function findChatOfParty(db: Database, role: ChatRole, partyId: number, chatId: number): Promise<ChatRecordRow | undefined> {
  const owner = role === 'jobseeker' ? sql`jobseeker_id` : sql`recruiter_id`;
  const [row] = rowsOf<ChatRecordRow>(
    await db.execute(sql`
      select id, jobseeker_id, recruiter_id, company_id, job_id, last_seq, jobseeker_replied, recruiter_replied,
        mobile_exchange, job_switch_confirmed,
        exists (select 1 from blocked_companies b where b.user_id = chats.jobseeker_id and b.company_id = chats.company_id) as blocked
      from chats where id = ${chatId} and ${owner} = ${partyId}`),
  );
  return row;
}

/** The chat by its id alone, for the platform's own posts into it (interview and offer messages). */
export async function findChat(db: Database, chatId: number): Promise<ChatRecordRow | undefined> {
  const [row] = rowsOf<ChatRecordRow>(
    await db.execute(sql`
      select id, jobseeker_id, recruiter_id, company_id, job_id, last_seq, jobseeker_replied, recruiter_replied,
        mobile_exchange, job_switch_confirmed
      from chats where id = ${chatId}`),
  );
  return row;
}

/** What starting a chat about a job checks, with the job's recruiter's account. */
export interface JobForChatRow {
  id: number;
  status: string;
  country_key: string;
  open_to: (typeof jobs.$inferSelect)['openTo'];
  company_id: number;
  recruiter_id: number;
  recruiter_user_id: number | null;
  verified_only?: boolean;
}

export async function findJobForChat(db: Database, jobId: number): Promise<JobForChatRow | undefined> {
  const [job] = rowsOf<JobForChatRow>(
    await db.execute(sql`
      select j.id, j.status, j.country_key, j.open_to, j.company_id, j.recruiter_id, r.user_id as recruiter_user_id, j.verified_only
      from jobs j join recruiters r on r.id = j.recruiter_id where j.id = ${jobId}`),
  );
  return job;
}

/** The chat of a seeker and a recruiter (one per pair), if they have one. */
export async function findChatIdOfPair(db: Database, jobseekerId: number, recruiterId: number): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from chats where jobseeker_id = ${jobseekerId} and recruiter_id = ${recruiterId}`),
  );
  return row ? Number(row.id) : undefined;
}

/** The new chat's id; undefined when the pair already had one (a concurrent start). */
export async function insertChat(
  db: Database,
  chat: { jobseekerId: number; recruiterId: number; jobId: number; companyId: number; now: Date },
): Promise<number | undefined> {
  const [inserted] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into chats (jobseeker_id, recruiter_id, job_id, company_id, created_at)
      values (${chat.jobseekerId}, ${chat.recruiterId}, ${chat.jobId}, ${chat.companyId}, ${chat.now.toISOString()}::timestamptz)
      on conflict (jobseeker_id, recruiter_id) do nothing returning id`),
  );
  return inserted ? Number(inserted.id) : undefined;
}

export interface SwitchableJobRow {
  id: number;
  title: string;
  company_id: number;
}

/** The recruiter's active job with this id, which a chat of theirs may switch to. */
export async function findSwitchableJob(db: Database, jobId: number, recruiterId: number): Promise<SwitchableJobRow | undefined> {
  const [job] = rowsOf<SwitchableJobRow>(
    await db.execute(sql`select id, title, company_id from jobs
      where id = ${jobId} and recruiter_id = ${recruiterId} and status = 'active'`),
  );
  return job;
}

/** Points the chat at another job; the switch counts as confirmed from then on. */
export async function setChatJob(db: Database, chatId: number, jobId: number, companyId: number): Promise<void> {
  await db.execute(sql`update chats set job_id = ${jobId}, company_id = ${companyId}, job_switch_confirmed = true
    where id = ${chatId}`);
}

/** The seeker asks for numbers, unless a request is open or answered yes; false when it was. */
export async function requestMobileExchangeOf(db: Database, chatId: number): Promise<boolean> {
  const moved = rowsOf<{ id: number }>(
    await db.execute(sql`update chats set mobile_exchange = 'requested'
      where id = ${chatId} and mobile_exchange in ('none', 'declined') returning id`),
  );
  return moved.length > 0;
}

/** The recruiter answers an open request; false when none was open. */
export async function answerMobileExchangeOf(db: Database, chatId: number, state: 'accepted' | 'declined'): Promise<boolean> {
  const moved = rowsOf<{ id: number }>(
    await db.execute(sql`update chats set mobile_exchange = ${state}
      where id = ${chatId} and mobile_exchange = 'requested' returning id`),
  );
  return moved.length > 0;
}

/**
 * Deletes the chats (with their messages) whose last message, or creation when none, is older
 * than the seeker's history setting (90 days when unset); how many went.
 */
export async function deleteChatsPastHistory(db: Database, now: Date): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from chats c
      where coalesce(c.last_message_at, c.created_at) < ${now.toISOString()}::timestamptz - make_interval(days =>
        coalesce((select s.history_days from chat_settings s where s.user_id = c.jobseeker_id), 90))
      returning c.id`),
  );
  return rows.length;
}
