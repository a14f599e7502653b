import { isLanguageSlug, type Language, type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ChatFolder, ChatSummary } from '@/lib/schemas/chat';
import { formatSalaryRange } from '@/lib/salary';
import type { Salary } from '@/lib/schemas/job';
import type { ChatParty } from '../chat/party';
import type { Presence } from '../chat/presence';
import type { Database } from '../db/client';
import {
  type ChatJobRow,
  type ChatSummaryRow,
  countChats,
  findChatSummary,
  findPartyRefresh,
  listChatSummaries,
  unreadTotalOf,
} from '../db/queries/chat-summaries';
import { labelIn } from './labels';
import { toMessage } from './chat-messages';
import { personName } from '@/lib/person-name';

/**
 * A chat as one side sees it (lib/schemas/chat.ts ChatSummary): the job, both parties, the last
 * message, that side's unread count and folders, and how far the other side has read. The
 * statements: server/db/queries/chat-summaries.ts.
 */

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
export function chatJobOf(row: ChatJobRow, language: Language) {
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

function toSummary(row: ChatSummaryRow, language: Language, online: { seekers: Set<number>; recruiters: Set<number> }): ChatSummary {
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

async function withPresence(rows: ChatSummaryRow[], presence: Presence, language: Language): Promise<ChatSummary[]> {
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
  const filter = { role: party.role, partyId: party.partyId, folder: options.folder, query: options.query, now: options.now };
  const rows = await listChatSummaries(db, filter, options.size, (options.page - 1) * options.size);
  const total = await countChats(db, filter);
  return { chats: await withPresence(rows, presence, options.language), total };
}

/** One chat as the party sees it; null when the chat is not theirs (the caller answers 404). */
export async function chatSummaryFor(db: Database, presence: Presence, party: ChatParty, chatId: number, language: Language) {
  const rows = await findChatSummary(db, party.role, party.partyId, chatId);
  const [summary] = await withPresence(rows, presence, language);
  return summary ?? null;
}

/**
 * What a party's other tabs need after a message or a change (chat:updated and unread), in one
 * query: the row in the party's own language, with the unread total. Online flags are not looked
 * up: whoever receives the event is connected, and so is whoever just wrote.
 */
export async function partyRefresh(db: Database, party: Pick<ChatParty, 'role' | 'partyId'>, chatId: number) {
  const row = await findPartyRefresh(db, party.role, party.partyId, chatId);
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
  return unreadTotalOf(db, party.role, party.partyId);
}
