import { isLanguageSlug, type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { ChatMessage, MessageType } from '@/lib/schemas/chat';
import { type ChatDeps, sendInChat } from '../chat/chat-service';
import { findChat } from '../db/queries/chats';
import { findInterviewRecipient, type InterviewRecipientRow } from '../db/queries/interviews';
import { toChatRow } from '../domain/chat-access';
import { notify, wantsEmail } from '../domain/notifications';
import type { Interview } from '../domain/interviews';
import type { InterviewEmailTemplate } from '../mail/texts/interview-emails';
import { platformText } from '../messages/platform-text';
import type { PlatformServices } from '../platform-services';

/**
 * How the seeker hears of an interview or an offer: a message in the chat (stored through the
 * chat's own sendInChat, so seq, idempotency by client id and the live events hold) and an
 * email in their language. The chat message is the record; a failing email is logged, never
 * undoes the change it tells of.
 */
export interface NotifyDeps extends ChatDeps {
  services: Pick<PlatformServices, 'mailer' | 'webOrigin'>;
}

/** Stores one interview or offer message in its chat; none when the chat is gone. */
export async function postInChat(
  deps: ChatDeps,
  chatId: number | null,
  message: { role: 'jobseeker' | 'recruiter' | 'system'; type: MessageType; clientId: string; text: string; payload: Record<string, unknown> },
): Promise<ChatMessage | null> {
  if (chatId === null) return null;
  const row = await findChat(deps.db, chatId);
  if (!row) return null;
  return sendInChat(deps, message.role, toChatRow(row), { clientId: message.clientId, text: message.text, type: message.type, payload: message.payload });
}

async function recipientOf(deps: ChatDeps, jobseekerId: number, jobId: number): Promise<InterviewRecipientRow | null> {
  return (await findInterviewRecipient(deps.db, jobseekerId, jobId)) ?? null;
}

/**
 * "Tuesday, March 10, 2026 at 10:00 AM Philippine Standard Time" in the seeker's language and the
 * interview's zone, the zone named as the language names it, never its id "Asia/Manila" (issue 33,
 * item 5). A zone the runtime does not know (never stored: the API checks it) falls back to the id.
 */
export function formatInterviewTime(time: Date, timeZone: string, slug: LanguageSlug): string {
  const intl = languageBySlug(slug).intl;
  const parts = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat(intl, { ...parts, timeZone, timeZoneName: 'long' }).format(time);
  } catch {
    return `${new Intl.DateTimeFormat(intl, parts).format(time)} (${timeZone})`;
  }
}

/** Emails the seeker about an interview (invited, changed, cancelled, reminder). */
export async function emailInterview(deps: NotifyDeps, template: InterviewEmailTemplate, interview: Interview): Promise<void> {
  try {
    const to = await recipientOf(deps, interview.jobseekerId, interview.jobId);
    if (!to) return;
    await notify(
      deps.db,
      interview.jobseekerId,
      'interview',
      { event: template, interview_id: interview.id, chat_id: interview.chatId, job_title: to.job_title, company_name: to.company_name },
      deps.now,
    );
    if (!to.email || !(await wantsEmail(deps.db, interview.jobseekerId, 'interview'))) return;
    const slug: LanguageSlug = isLanguageSlug(to.language_slug ?? '') ? (to.language_slug as LanguageSlug) : 'en-us';
    const times = interview.chosenTime ? [interview.chosenTime] : interview.proposedTimes;
    const link = interview.chatId === null ? `${deps.services.webOrigin(to.country_key)}/${slug}/my-jobs` : `${deps.services.webOrigin(to.country_key)}/${slug}/chat/${interview.chatId}`;
    const reason = interview.reason ? platformText(slug)(`Mail.interviewReason.${interview.reason}`) + (interview.reasonText ? ` (${interview.reasonText})` : '') : '';
    await deps.services.mailer.send({
      channel: 'email',
      to: to.email,
      template,
      languageSlug: slug,
      values: {
        name: to.first_name ?? '',
        family_name: to.last_name ?? '',
        job_title: to.job_title,
        company: to.company_name,
        times: times.map((time) => formatInterviewTime(time, interview.timeZone, slug)).join('; '),
        place: interview.mode === 'video' ? (interview.videoLink ?? '') : (interview.address ?? ''),
        reason,
        link,
      },
    });
  } catch (error) {
    deps.logger.warn({ err: error, interviewId: interview.id, template }, 'interview email failed');
  }
}

/** Emails the seeker about an offer. */
export async function emailOffer(deps: NotifyDeps, offer: { jobseekerId: number; jobId: number; chatId: number }): Promise<void> {
  try {
    const to = await recipientOf(deps, offer.jobseekerId, offer.jobId);
    if (!to) return;
    await notify(
      deps.db,
      offer.jobseekerId,
      'interview',
      { event: 'offer_received', chat_id: offer.chatId, job_title: to.job_title, company_name: to.company_name },
      deps.now,
    );
    if (!to.email || !(await wantsEmail(deps.db, offer.jobseekerId, 'interview'))) return;
    const slug: LanguageSlug = isLanguageSlug(to.language_slug ?? '') ? (to.language_slug as LanguageSlug) : 'en-us';
    await deps.services.mailer.send({
      channel: 'email',
      to: to.email,
      template: 'offer_received',
      languageSlug: slug,
      values: {
        name: to.first_name ?? '',
        family_name: to.last_name ?? '',
        job_title: to.job_title,
        company: to.company_name,
        link: `${deps.services.webOrigin(to.country_key)}/${slug}/chat/${offer.chatId}`,
      },
    });
  } catch (error) {
    deps.logger.warn({ err: error, chatId: offer.chatId }, 'offer email failed');
  }
}
