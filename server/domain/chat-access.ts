import type { ChatParty } from '../chat/party';
import type { Database } from '../db/client';
import { seekerBlocksCompany } from '../db/queries/chat-parties';
import { type ChatRecordRow, findChatOfParty } from '../db/queries/chats';
import { AppError } from '../http/app-error';
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
  mobileExchange: ChatRecordRow['mobile_exchange'];
  jobSwitchConfirmed: boolean;
  /** Whether the seeker has blocked the chat's company (read with the row, so a send costs no extra query). */
  blocked?: boolean;
}

export function toChatRow(row: ChatRecordRow): ChatRow {
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
  const row = await findChatOfParty(db, party.role, party.partyId, chatId);
  if (!row) throw AppError.notFound('Chat');
  return toChatRow(row);
}

/**
 * A seeker who blocked a company cannot be reached by its recruiters, nor write to them until
 * they unblock it (platform spec §6: both sides cannot see each other).
 */
export async function assertNotBlocked(db: Database, chat: Pick<ChatRow, 'jobseekerId' | 'companyId' | 'blocked'>): Promise<void> {
  if (chat.blocked ?? (await seekerBlocksCompany(db, chat.jobseekerId, chat.companyId))) {
    throw new AppError(apiCode.noPermission, { message: 'This company is blocked', data: { reason: 'company_blocked' } });
  }
}
