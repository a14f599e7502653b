import type { Language } from '@/lib/languages';
import type { ChatSummary } from '@/lib/schemas/chat';
import { insertChatMembers, restoreSeekerMember, seekerBlocksCompany, seekerWorkEligibility } from '../db/queries/chat-parties';
import { findChatIdOfPair, findJobForChat, insertChat, type JobForChatRow } from '../db/queries/chats';
import { loadChatFor } from '../domain/chat-access';
import { canWorkOn } from '../domain/chat-eligibility';
import { greetingToSend } from '../domain/chat-phrases';
import { chatSummaryFor } from '../domain/chat-summaries';
import { verificationOf } from '../identity/verifications';
import { AppError } from '../http/app-error';
import { type ChatDeps, sendInChat } from './chat-service';
import type { ChatParty } from './party';
import { enforceChatStart } from './send-limits';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * The rules for a seeker starting a chat about a job (platform spec §6, §8): the job is open,
 * the recruiter is not the seeker themselves, the company is not blocked, and the seeker may
 * work where the job is (41274). Checked again by an invitation's accept.
 */
export async function chatStartCheck(deps: ChatDeps, party: ChatParty, jobId: number): Promise<JobForChatRow> {
  if (party.role !== 'jobseeker') throw new AppError(apiCode.noPermission, { message: 'Only job seekers start chats' });
  const job = await findJobForChat(deps.db, jobId);
  if (!job || job.status === 'deleted') throw AppError.notFound('Job');
  // A job for verified seekers does not exist for the others (docs/decisions/0044).
  if (job.verified_only && !(await verificationOf(deps.db, party.partyId))) throw AppError.notFound('Job');
  if (job.recruiter_user_id !== null && Number(job.recruiter_user_id) === party.userId) {
    throw new AppError(apiCode.noPermission, { message: 'You cannot chat with yourself', data: { reason: 'self_chat' } });
  }
  if (await seekerBlocksCompany(deps.db, party.partyId, Number(job.company_id))) {
    throw new AppError(apiCode.noPermission, { message: 'This company is blocked', data: { reason: 'company_blocked' } });
  }
  const workEligibility = (await seekerWorkEligibility(deps.db, party.partyId)) ?? [];
  if (!canWorkOn({ countryKey: job.country_key, openTo: job.open_to }, workEligibility)) throw new AppError(apiCode.chatIdentityMismatch);
  return job;
}

/**
 * Starts the seeker's conversation with the job's recruiter, or reopens the one they have (one
 * per seeker and recruiter; the job it is about can be switched). A new chat opens with the
 * seeker's selected greeting; the client id makes a retried start greet once.
 */
export async function startChat(
  deps: ChatDeps,
  party: ChatParty,
  input: { jobId: number; clientId?: string; language: Language },
): Promise<{ chat: ChatSummary; created: boolean }> {
  const job = await chatStartCheck(deps, party, input.jobId);
  const existing = await existingChatId(deps, party.partyId, Number(job.recruiter_id));
  // A closed job can still be talked about in a chat that exists; it cannot start one.
  if (job.status !== 'active' && existing === null) throw new AppError(apiCode.jobClosed);
  if (existing === null) await enforceChatStart(deps.hub.limiter, party, deps.now);
  const inserted = await insertChat(deps.db, {
    jobseekerId: party.partyId,
    recruiterId: job.recruiter_id,
    jobId: job.id,
    companyId: job.company_id,
    now: deps.now,
  });
  const created = inserted !== undefined;
  const chatId = created ? inserted : await existingChatId(deps, party.partyId, Number(job.recruiter_id));
  if (chatId === null) throw new Error('chat vanished after insert conflict');
  if (created) {
    await insertChatMembers(deps.db, chatId, party.partyId, job.recruiter_id);
    const greeting = await greetingToSend(deps.db, party.partyId, deps.now, input.language.slug);
    if (greeting) {
      const chat = await loadChatFor(deps.db, party, chatId);
      await sendInChat(deps, 'jobseeker', chat, { clientId: input.clientId ?? `greeting-${chatId}`, text: greeting, type: 'greeting' });
    }
  } else {
    // Reopening a chat the seeker had deleted brings it back to their list.
    await restoreSeekerMember(deps.db, chatId);
  }
  const chat = await chatSummaryFor(deps.db, deps.hub.presence, party, chatId, input.language);
  if (!chat) throw new Error('chat summary missing after start');
  return { chat, created };
}

export async function existingChatId(deps: Pick<ChatDeps, 'db'>, jobseekerId: number, recruiterId: number): Promise<number | null> {
  return (await findChatIdOfPair(deps.db, jobseekerId, recruiterId)) ?? null;
}
