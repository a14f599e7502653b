import type { Language } from '@/lib/languages';
import type { ChatMessage } from '@/lib/schemas/chat';
import { findSeekerResume, type MemberFlags, partyPhones, seekerPhoneNumber, setMemberFlags } from '../db/queries/chat-parties';
import { answerMobileExchangeOf, findSwitchableJob, requestMobileExchangeOf, setChatJob } from '../db/queries/chats';
import { type ChatRow, loadChatFor } from '../domain/chat-access';
import { findByClientId } from '../domain/chat-messages';
import { AppError } from '../http/app-error';
import { type ChatDeps, refreshParty, sendInChat } from './chat-service';
import type { ChatParty } from './party';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * What a chat can do besides text (platform spec §4 Chat): switch the job it is about (the first
 * switch needs confirmation), send a resume and exchange mobile numbers (only after both have
 * written; the seeker asks, the recruiter agrees or declines). Each leaves a message in the chat,
 * and a retry with the same client id answers the stored message.
 */

function requireRole(party: ChatParty, role: ChatParty['role']) {
  if (party.role !== role) throw new AppError(apiCode.noPermission);
}

function requireBothReplied(chat: ChatRow) {
  if (!chat.bothReplied) throw new AppError(apiCode.chatNeedsBothReplies);
}

async function alreadySent(deps: ChatDeps, chat: ChatRow, party: ChatParty, clientId: string) {
  return findByClientId(deps.db, chat.id, party.role, clientId);
}

export async function switchJob(deps: ChatDeps, party: ChatParty, chatId: number, input: { jobId: number; confirm: boolean; language: Language }) {
  const chat = await loadChatFor(deps.db, party, chatId);
  if (chat.jobId === input.jobId) return chat;
  const job = await findSwitchableJob(deps.db, input.jobId, chat.recruiterId);
  if (!job) throw new AppError(apiCode.chatJobNotAllowed);
  if (!chat.jobSwitchConfirmed && !input.confirm) throw new AppError(apiCode.chatJobSwitchUnconfirmed);
  await setChatJob(deps.db, chat.id, job.id, job.company_id);
  const updated = await loadChatFor(deps.db, party, chatId);
  await sendInChat(deps, party.role, updated, {
    clientId: `switch-${chat.id}-${chat.lastSeq}-${job.id}`,
    text: job.title,
    type: 'job_switched',
    payload: { job_id: Number(job.id), job_title: job.title },
  });
  void refreshParty(deps, updated, party.role).catch(() => {});
  return updated;
}

export async function sendResume(deps: ChatDeps, party: ChatParty, chatId: number, input: { resumeId: number; clientId: string }): Promise<ChatMessage> {
  requireRole(party, 'jobseeker');
  const chat = await loadChatFor(deps.db, party, chatId);
  const stored = await alreadySent(deps, chat, party, input.clientId);
  if (stored) return stored;
  requireBothReplied(chat);
  const file = await findSeekerResume(deps.db, party.partyId, input.resumeId);
  if (!file) throw AppError.notFound('Resume');
  return sendInChat(deps, 'jobseeker', chat, {
    clientId: input.clientId,
    text: file.filename,
    type: 'resume',
    payload: { resume_id: Number(file.id), file_name: file.filename },
  });
}

export async function requestMobileExchange(deps: ChatDeps, party: ChatParty, chatId: number, clientId: string): Promise<ChatMessage> {
  requireRole(party, 'jobseeker');
  const chat = await loadChatFor(deps.db, party, chatId);
  const stored = await alreadySent(deps, chat, party, clientId);
  if (stored) return stored;
  requireBothReplied(chat);
  if (!(await seekerPhoneNumber(deps.db, party.partyId))) throw new AppError(apiCode.phoneMissing);
  if (!(await requestMobileExchangeOf(deps.db, chat.id))) throw new AppError(apiCode.phoneExchangeClosed);
  return sendInChat(deps, 'jobseeker', { ...chat, mobileExchange: 'requested' }, { clientId, text: '', type: 'mobile_exchange_request' });
}

export async function respondMobileExchange(
  deps: ChatDeps,
  party: ChatParty,
  chatId: number,
  input: { accept: boolean; clientId: string },
): Promise<ChatMessage> {
  requireRole(party, 'recruiter');
  const chat = await loadChatFor(deps.db, party, chatId);
  const stored = await alreadySent(deps, chat, party, input.clientId);
  if (stored) return stored;
  const state = input.accept ? 'accepted' : 'declined';
  if (!(await answerMobileExchangeOf(deps.db, chat.id, state))) throw new AppError(apiCode.phoneExchangeClosed);
  let payload: Record<string, unknown> | null = null;
  if (input.accept) {
    const phones = await partyPhones(deps.db, chat.jobseekerId, chat.recruiterId);
    payload = { jobseeker_phone: phones?.seeker ?? null, recruiter_phone: phones?.recruiter ?? null };
  }
  return sendInChat(deps, 'recruiter', { ...chat, mobileExchange: state }, {
    clientId: input.clientId,
    text: '',
    type: input.accept ? 'mobile_exchange_accepted' : 'mobile_exchange_declined',
    payload,
  });
}

/** Folders are each side's own: pin, mute, not interested, delete (platform spec §4). */
export async function setFlags(
  deps: ChatDeps,
  party: ChatParty,
  chatId: number,
  flags: MemberFlags,
) {
  const chat = await loadChatFor(deps.db, party, chatId);
  await setMemberFlags(deps.db, chat.id, party.role, flags, deps.now);
  return chat;
}
