import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { ChatMessage } from '@/lib/schemas/chat';
import { type ChatRow, loadChatFor } from '../domain/chat-access';
import { findByClientId } from '../domain/chat-messages';
import { AppError } from '../http/app-error';
import { rowsOf } from '../search/rows';
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
  const [job] = rowsOf<{ id: number; title: string; company_id: number }>(
    await deps.db.execute(sql`select id, title, company_id from jobs
      where id = ${input.jobId} and recruiter_id = ${chat.recruiterId} and status = 'active'`),
  );
  if (!job) throw new AppError(apiCode.chatJobNotAllowed);
  if (!chat.jobSwitchConfirmed && !input.confirm) throw new AppError(apiCode.chatJobSwitchUnconfirmed);
  await deps.db.execute(sql`update chats set job_id = ${job.id}, company_id = ${job.company_id}, job_switch_confirmed = true
    where id = ${chat.id}`);
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
  const [file] = rowsOf<{ id: number; filename: string }>(
    await deps.db.execute(sql`select id, filename from files
      where id = ${input.resumeId} and user_id = ${party.partyId} and kind = 'resume' and deleted_at is null`),
  );
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
  const [phone] = rowsOf<{ phone_num: string | null }>(await deps.db.execute(sql`select phone_num from users where id = ${party.partyId}`));
  if (!phone?.phone_num) throw new AppError(apiCode.phoneMissing);
  const [moved] = rowsOf<{ id: number }>(
    await deps.db.execute(sql`update chats set mobile_exchange = 'requested'
      where id = ${chat.id} and mobile_exchange in ('none', 'declined') returning id`),
  );
  if (!moved) throw new AppError(apiCode.phoneExchangeClosed);
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
  const [moved] = rowsOf<{ id: number }>(
    await deps.db.execute(sql`update chats set mobile_exchange = ${state}
      where id = ${chat.id} and mobile_exchange = 'requested' returning id`),
  );
  if (!moved) throw new AppError(apiCode.phoneExchangeClosed);
  let payload: Record<string, unknown> | null = null;
  if (input.accept) {
    const [phones] = rowsOf<{ seeker: string | null; recruiter: string | null }>(
      await deps.db.execute(sql`
        select (select phone_country_code || ' ' || phone_num from users where id = ${chat.jobseekerId}) as seeker,
               (select u.phone_country_code || ' ' || u.phone_num from recruiters r join users u on u.id = r.user_id
                 where r.id = ${chat.recruiterId}) as recruiter`),
    );
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
  flags: { pinned?: boolean; muted?: boolean; not_interested?: boolean; deleted?: boolean },
) {
  const chat = await loadChatFor(deps.db, party, chatId);
  const now = deps.now.toISOString();
  await deps.db.execute(sql`update chat_members set
      pinned = coalesce(${flags.pinned ?? null}::boolean, pinned),
      muted = coalesce(${flags.muted ?? null}::boolean, muted),
      not_interested = coalesce(${flags.not_interested ?? null}::boolean, not_interested),
      deleted_at = case when ${flags.deleted ?? null}::boolean is null then deleted_at
                        when ${flags.deleted ?? null}::boolean then coalesce(deleted_at, ${now}::timestamptz) else null end
    where chat_id = ${chat.id} and role = ${party.role}`);
  return chat;
}
