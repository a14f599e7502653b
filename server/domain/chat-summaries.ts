import { type SQL, sql } from 'drizzle-orm';
import { isLanguageSlug, type Language, type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ChatFolder, ChatSummary } from '@/lib/schemas/chat';
import { formatSalaryRange } from '@/lib/salary';
import type { Salary } from '@/lib/schemas/job';
import type { ChatParty } from '../chat/party';
import type { Presence } from '../chat/presence';
import type { Database, } from '../db/client';
import type { Labels } from '../db/schema';
import { rowsOf } from '../search/rows';
import { labelIn } from './labels';
import { toMessage } from './chat-messages';
import { personName } from '@/lib/person-name';
import { dayjs } from '@/lib/dayjs';

/**
 * A chat as one side sees it (lib/schemas/chat.ts ChatSummary): the job, both parties, the last
 * message, that side's unread count and folders, and how far the other side has read.
 */
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

interface SummaryRow {
  id: number;
  last_seq: number;
  last_message_at: string | Date | null;
  jobseeker_replied: boolean;
  recruiter_replied: boolean;
  mobile_exchange: ChatSummary['mobile_exchange'];
  job_switch_confirmed: boolean;
  jobseeker_id: number;
  recruiter_id: number;
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


// Intl.NumberFormat is costly to build and a chat list repeats the same few jobs: the formatted
// salary is remembered per job, range and language (bounded; cleared when full).
const salaryLabels = new Map<string, string | null>();

function salaryLabel(salary: Salary, language: Language): string | null {
  const key = `${salary.type}|${salary.from}|${salary.to}|${salary.currency}|${language.intl}`;
  const known = salaryLabels.get(key);
  if (known !== undefined) return known;
  if (salaryLabels.size >= 10_000) salaryLabels.clear();
  const label = formatSalaryRange(salary, language.intl);
  salaryLabels.set(key, label);
  return label;
}

/** The chat job card: title, company, location and salary in the reader's language. */
export function chatJobOf(row: Pick<SummaryRow, 'job_id' | 'job_title' | 'job_status' | 'company_id' | 'company_name' | 'salary_type' | 'salary_from' | 'salary_to' | 'currency' | 'location_labels'>, language: Language) {
  return {
    id: Number(row.job_id),
    title: row.job_title,
    status: row.job_status,
    company_id: Number(row.company_id),
    company_name: row.company_name,
    location: row.location_labels ? labelIn(row.location_labels, language) : null,
    salary: salaryLabel(
      {
        type: row.salary_type,
        from: row.salary_from === null ? null : Number(row.salary_from),
        to: row.salary_to === null ? null : Number(row.salary_to),
        currency: row.currency,
      } as Salary,
      language,
    ),
  };
}

function toSummary(row: SummaryRow, language: Language, online: { seekers: Set<number>; recruiters: Set<number> }): ChatSummary {
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: Number(row.id),
    job: chatJobOf(row, language),
    recruiter: {
      id: Number(row.recruiter_id),
      name: personName(row.r_first, row.r_last),
      avatar: null,
      is_online: online.recruiters.has(Number(row.recruiter_id)),
      job_title: row.r_title,
      company_name: row.r_company,
    },
    jobseeker: {
      id: Number(row.jobseeker_id),
      name: personName(row.s_first, row.s_last),
      avatar: row.s_avatar,
      is_online: online.seekers.has(Number(row.jobseeker_id)),
    },
    last_message:
      row.lm_id === null
        ? null
        : toMessage({
            id: row.lm_id,
            chat_id: row.id,
            seq: row.lm_seq,
            client_id: row.lm_client_id,
            sender_role: row.lm_sender_role,
            type: row.lm_type,
            text: row.lm_text,
            payload: row.lm_payload,
            created_at: row.lm_created_at,
          }),
    last_seq: Number(row.last_seq),
    unread_count: Number(row.unread_count),
    other_read_seq: Number(row.other_read_seq),
    pinned: row.pinned,
    muted: row.muted,
    not_interested: row.not_interested,
    deleted: row.deleted_at !== null,
    last_message_at: iso(row.last_message_at),
    both_replied: row.jobseeker_replied && row.recruiter_replied,
    mobile_exchange: row.mobile_exchange,
    job_switch_confirmed: row.job_switch_confirmed,
  };
}

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
function searchCondition(party: ChatParty, query: string | undefined): SQL {
  if (!query) return sql``;
  const pattern = `%${escapeLike(query)}%`;
  const name =
    party.role === 'jobseeker'
      ? sql`(r.first_name || ' ' || r.last_name)`
      : sql`(u.first_name || ' ' || u.last_name)`;
  return sql`and (${name} ilike ${pattern} or co.name ilike ${pattern} or j.title ilike ${pattern})`;
}

async function withPresence(rows: SummaryRow[], presence: Presence, language: Language): Promise<ChatSummary[]> {
  const [seekers, recruiters] = await Promise.all([
    presence.onlineAmong('jobseeker', rows.map((row) => Number(row.jobseeker_id))),
    presence.onlineAmong('recruiter', rows.map((row) => Number(row.recruiter_id))),
  ]);
  return rows.map((row) => toSummary(row, language, { seekers, recruiters }));
}

export interface ChatListOptions {
  folder: ChatFolder;
  query?: string;
  page: number;
  size: number;
  now: Date;
  language: Language;
}

/** One page of a party's chats: pinned first, then the latest conversation first. */
export async function listChats(db: Database, presence: Presence, party: ChatParty, options: ChatListOptions) {
  // A seeker who blocked the company leaves its recruiters' chat list (platform spec §6).
  const unblocked =
    party.role === 'recruiter' ? sql`and not exists (select 1 from blocked_companies b where b.user_id = c.jobseeker_id and b.company_id = c.company_id)` : sql``;
  const where = sql`me.role = ${party.role} and me.party_id = ${party.partyId} and ${folderCondition(options.folder, options.now)} ${searchCondition(party, options.query)} ${unblocked}`;
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`${summarySelect} where ${where}
      order by me.pinned desc, c.last_message_at desc nulls last, c.id desc
      limit ${options.size} offset ${(options.page - 1) * options.size}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from chats c
      join chat_members me on me.chat_id = c.id
      join jobs j on j.id = c.job_id join recruiters r on r.id = c.recruiter_id
      join companies co on co.id = r.company_id join users u on u.id = c.jobseeker_id
      where ${where}`),
  );
  return { chats: await withPresence(rows, presence, options.language), total: Number(count?.n ?? 0) };
}

/** One chat as the party sees it; null when the chat is not theirs (the caller answers 404). */
export async function chatSummaryFor(db: Database, presence: Presence, party: ChatParty, chatId: number, language: Language) {
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`${summarySelect} where c.id = ${chatId} and me.role = ${party.role} and me.party_id = ${party.partyId}`),
  );
  const [summary] = await withPresence(rows, presence, language);
  return summary ?? null;
}

/**
 * What a party's other tabs need after a message or a change (chat:updated and unread), in one
 * query: the row in the party's own language, with the unread total. Online flags are not looked
 * up: whoever receives the event is connected, and so is whoever just wrote.
 */
export async function partyRefresh(db: Database, party: Pick<ChatParty, 'role' | 'partyId'>, chatId: number) {
  const [row] = rowsOf<SummaryRow & { party_language: string; unread_total: number }>(
    await db.execute(sql`select ${summaryColumns},
        (select coalesce(sum(t.unread_count), 0)::int from chat_members t
          where t.role = me.role and t.party_id = me.party_id and t.deleted_at is null and not t.muted) as unread_total,
        case when me.role = 'jobseeker' then u.language_slug
             else (select ru.language_slug from users ru where ru.id = r.user_id) end as party_language
      ${summaryFrom}
      where c.id = ${chatId} and me.role = ${party.role} and me.party_id = ${party.partyId}`),
  );
  if (!row) return null;
  const slug = isLanguageSlug(row.party_language) ? (row.party_language as LanguageSlug) : 'en-us';
  const everyone = new Set([Number(row.jobseeker_id), Number(row.recruiter_id)]);
  return {
    summary: toSummary(row, languageBySlug(slug), { seekers: everyone, recruiters: everyone }),
    unreadTotal: Number(row.unread_total),
  };
}

/** Unread messages across the party's chats; muted and deleted chats do not count (the header badge). */
export async function unreadTotal(db: Database, party: Pick<ChatParty, 'role' | 'partyId'>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(unread_count), 0)::int as n from chat_members
      where role = ${party.role} and party_id = ${party.partyId} and deleted_at is null and not muted`),
  );
  return Number(row?.n ?? 0);
}
