import { sql } from 'drizzle-orm';
import type { ChatParty } from '../chat/party';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { rowsOf } from '../search/rows';
import * as apiCode from '@/lib/schemas/api-codes';

/** The chat row the rules need. */
export interface ChatRow {
  id: number;
  jobseekerId: number;
  recruiterId: number;
  companyId: number;
  jobId: number;
  lastSeq: number;
  bothReplied: boolean;
  mobileExchange: 'none' | 'requested' | 'accepted' | 'declined';
  jobSwitchConfirmed: boolean;
  /** Whether the seeker has blocked the chat's company (read with the row, so a send costs no extra query). */
  blocked?: boolean;
}

interface RawChatRow {
  id: number;
  jobseeker_id: number;
  recruiter_id: number;
  company_id: number;
  job_id: number;
  last_seq: number;
  jobseeker_replied: boolean;
  recruiter_replied: boolean;
  mobile_exchange: ChatRow['mobileExchange'];
  job_switch_confirmed: boolean;
  blocked?: boolean;
}

export function toChatRow(row: RawChatRow): ChatRow {
  return {
    id: Number(row.id),
    jobseekerId: Number(row.jobseeker_id),
    recruiterId: Number(row.recruiter_id),
    companyId: Number(row.company_id),
    jobId: Number(row.job_id),
    lastSeq: Number(row.last_seq),
    bothReplied: row.jobseeker_replied && row.recruiter_replied,
    mobileExchange: row.mobile_exchange,
    jobSwitchConfirmed: row.job_switch_confirmed,
    blocked: row.blocked,
  };
}

/** A chat the party is in; anyone else's chat, or one that does not exist, is a 404 alike. */
export async function loadChatFor(db: Database, party: ChatParty, chatId: number): Promise<ChatRow> {
  const owner = party.role === 'jobseeker' ? sql`jobseeker_id` : sql`recruiter_id`;
  const [row] = rowsOf<RawChatRow>(
    await db.execute(sql`
      select id, jobseeker_id, recruiter_id, company_id, job_id, last_seq, jobseeker_replied, recruiter_replied,
        mobile_exchange, job_switch_confirmed,
        exists (select 1 from blocked_companies b where b.user_id = chats.jobseeker_id and b.company_id = chats.company_id) as blocked
      from chats where id = ${chatId} and ${owner} = ${party.partyId}`),
  );
  if (!row) throw AppError.notFound('Chat');
  return toChatRow(row);
}

export async function isCompanyBlocked(db: Database, jobseekerId: number, companyId: number): Promise<boolean> {
  const [row] = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from blocked_companies where user_id = ${jobseekerId} and company_id = ${companyId}`),
  );
  return row !== undefined;
}

/**
 * A seeker who blocked a company cannot be reached by its recruiters, nor write to them until
 * they unblock it (platform spec §6: both sides cannot see each other).
 */
export async function assertNotBlocked(db: Database, chat: Pick<ChatRow, 'jobseekerId' | 'companyId' | 'blocked'>): Promise<void> {
  if (chat.blocked ?? (await isCompanyBlocked(db, chat.jobseekerId, chat.companyId))) {
    throw new AppError(apiCode.noPermission, { message: 'This company is blocked', data: { reason: 'company_blocked' } });
  }
}
