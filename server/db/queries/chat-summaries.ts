import { type SQL, sql } from 'drizzle-orm';
import type { ChatFolder, ChatRole, ChatSummary } from '@/lib/schemas/chat';
import type { Salary } from '@/lib/schemas/job';
import { dayjs } from '@/lib/dayjs';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { Labels } from '../schema';

/**
 * The chat list's reads: a chat as one side sees it (the job, both parties, the last message,
 * that side's unread count and folders, how far the other side has read), the unread total and
 * a recruiter's jobs as chat job cards. The statements of server/domain/chat-{summaries,detail}.ts
 * moved as written (decision 0087); mapping to lib/schemas/chat.ts stays there.
 */

/** A job as a chat card shows it (title, company, location, salary). */
export interface ChatJobRow {
  job_id: number;
  job_title: string;
  job_status: string;
  company_id: number;
  company_name: string;
  salary_type: Salary['type'];
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  location_labels: Labels | null;
}

export interface ChatSummaryRow extends ChatJobRow {
  id: number;
  last_seq: number;
  last_message_at: string | Date | null;
  jobseeker_replied: boolean;
  recruiter_replied: boolean;
  mobile_exchange: ChatSummary['mobile_exchange'];
  job_switch_confirmed: boolean;
  jobseeker_id: number;
  recruiter_id: number;
  r_first: string;
  r_last: string;
  r_title: string;
  r_company: string;
  s_first: string;
  s_last: string;
  s_avatar: string | null;
  unread_count: number;
  pinned: boolean;
  muted: boolean;
  not_interested: boolean;
  deleted_at: string | Date | null;
  other_read_seq: number;
  lm_id: number | null;
  lm_seq: number;
  lm_client_id: string;
  lm_sender_role: string;
  lm_type: string;
  lm_text: string;
  lm_payload: Record<string, unknown> | null;
  lm_created_at: string | Date;
}

/** The summary with what a party's other tabs need besides it (chat:updated and unread). */
export type PartyRefreshRow = ChatSummaryRow & { party_language: string; unread_total: number };

const summaryColumns = sql`
  c.id, c.last_seq, c.last_message_at, c.jobseeker_replied, c.recruiter_replied, c.mobile_exchange,
    c.job_switch_confirmed, c.jobseeker_id, c.recruiter_id,
    j.id as job_id, j.title as job_title, j.status as job_status, j.company_id, j.company_name,
    j.salary_type, j.salary_from, j.salary_to, j.currency, l.labels as location_labels,
    r.first_name as r_first, r.last_name as r_last, r.job_title as r_title, co.name as r_company,
    u.first_name as s_first, u.last_name as s_last, u.avatar as s_avatar,
    me.unread_count, me.pinned, me.muted, me.not_interested, me.deleted_at, other.read_seq as other_read_seq,
    lm.id as lm_id, lm.seq as lm_seq, lm.client_id as lm_client_id, lm.sender_role as lm_sender_role, lm.type as lm_type,
    lm.text as lm_text, lm.payload as lm_payload, lm.created_at as lm_created_at`;
const summaryFrom = sql`
  from chats c
  join chat_members me on me.chat_id = c.id
  join chat_members other on other.chat_id = c.id and other.role <> me.role
  join jobs j on j.id = c.job_id
  join recruiters r on r.id = c.recruiter_id
  join companies co on co.id = r.company_id
  join users u on u.id = c.jobseeker_id
  left join locations l on l.id = j.location_id
  left join chat_messages lm on lm.chat_id = c.id and lm.seq = c.last_seq`;
const summarySelect = sql`select ${summaryColumns} ${summaryFrom}`;

/** Platform spec §4 folders; "all" is every chat not deleted. */
export function folderCondition(folder: ChatFolder, now: Date): SQL {
  switch (folder) {
    case 'all':
      return sql`me.deleted_at is null`;
    case 'recent_30':
      return sql`me.deleted_at is null and c.last_message_at >= ${dayjs.utc(now).subtract(30, 'day').toISOString()}::timestamptz`;
    case 'recent_90':
      return sql`me.deleted_at is null and c.last_message_at >= ${dayjs.utc(now).subtract(90, 'day').toISOString()}::timestamptz`;
    case 'not_interested':
      return sql`me.deleted_at is null and me.not_interested`;
    case 'pinned':
      return sql`me.deleted_at is null and me.pinned`;
    case 'muted':
      return sql`me.deleted_at is null and me.muted`;
    case 'deleted':
      return sql`me.deleted_at is not null`;
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Search: the other party's name, the company or the job title. */
function searchCondition(role: ChatRole, query: string | undefined): SQL {
  if (!query) return sql``;
  const pattern = `%${escapeLike(query)}%`;
  const name =
    role === 'jobseeker'
      ? sql`(r.first_name || ' ' || r.last_name)`
      : sql`(u.first_name || ' ' || u.last_name)`;
  return sql`and (${name} ilike ${pattern} or co.name ilike ${pattern} or j.title ilike ${pattern})`;
}

/** Which of a party's chats a list shows. */
export interface ChatListFilter {
  role: ChatRole;
  partyId: number;
  folder: ChatFolder;
  query?: string;
  now: Date;
}

function listCondition(filter: ChatListFilter): SQL {
  // A seeker who blocked the company leaves its recruiters' chat list (platform spec §6).
  const unblocked =
    filter.role === 'recruiter' ? sql`and not exists (select 1 from blocked_companies b where b.user_id = c.jobseeker_id and b.company_id = c.company_id)` : sql``;
  return sql`me.role = ${filter.role} and me.party_id = ${filter.partyId} and ${folderCondition(filter.folder, filter.now)} ${searchCondition(filter.role, filter.query)} ${unblocked}`;
}

/** One page of the party's chats: pinned first, then the latest conversation first. */
export async function listChatSummaries(db: Database, filter: ChatListFilter, size: number, offset: number): Promise<ChatSummaryRow[]> {
  const where = listCondition(filter);
  return rowsOf<ChatSummaryRow>(
    await db.execute(sql`${summarySelect} where ${where}
      order by me.pinned desc, c.last_message_at desc nulls last, c.id desc
      limit ${size} offset ${offset}`),
  );
}

/** How many chats the same filter finds in all. */
export async function countChats(db: Database, filter: ChatListFilter): Promise<number> {
  const where = listCondition(filter);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from chats c
      join chat_members me on me.chat_id = c.id
      join jobs j on j.id = c.job_id join recruiters r on r.id = c.recruiter_id
      join companies co on co.id = r.company_id join users u on u.id = c.jobseeker_id
      where ${where}`),
  );
  return Number(count?.n ?? 0);
}

/** One chat as the party sees it, if it is theirs. */
export async function findChatSummary(db: Database, role: ChatRole, partyId: number, chatId: number): Promise<ChatSummaryRow[]> {
  return rowsOf<ChatSummaryRow>(
    await db.execute(sql`${summarySelect} where c.id = ${chatId} and me.role = ${role} and me.party_id = ${partyId}`),
  );
}

/** The summary in one query with the party's unread total and the language their account reads in. */
export async function findPartyRefresh(db: Database, role: ChatRole, partyId: number, chatId: number): Promise<PartyRefreshRow | undefined> {
  const [row] = rowsOf<PartyRefreshRow>(
    await db.execute(sql`select ${summaryColumns},
        (select coalesce(sum(t.unread_count), 0)::int from chat_members t
          where t.role = me.role and t.party_id = me.party_id and t.deleted_at is null and not t.muted) as unread_total,
        case when me.role = 'jobseeker' then u.language_slug
             else (select ru.language_slug from users ru where ru.id = r.user_id) end as party_language
      ${summaryFrom}
      where c.id = ${chatId} and me.role = ${role} and me.party_id = ${partyId}`),
  );
  return row;
}

/** Unread messages across the party's chats; muted and deleted chats do not count (the header badge). */
export async function unreadTotalOf(db: Database, role: ChatRole, partyId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(unread_count), 0)::int as n from chat_members
      where role = ${role} and party_id = ${partyId} and deleted_at is null and not muted`),
  );
  return Number(row?.n ?? 0);
}

/** A recruiter's jobs in one state, newest first. */
export async function recruiterJobRows(db: Database, recruiterId: number, status: string, limit: number): Promise<ChatJobRow[]> {
  return rowsOf<ChatJobRow>(
    await db.execute(sql`
      select j.id as job_id, j.title as job_title, j.status as job_status, j.company_id, j.company_name,
        j.salary_type, j.salary_from, j.salary_to, j.currency, l.labels as location_labels
      from jobs j left join locations l on l.id = j.location_id
      where j.recruiter_id = ${recruiterId} and j.status = ${status}
      order by j.posted_at desc, j.id desc limit ${limit}`),
  );
}
