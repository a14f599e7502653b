import type { InterviewDetailsBody, InterviewReasonBody } from '@/lib/schemas/interviews';
import type { MessageType } from '@/lib/schemas/chat';
import { assertNotBlocked, loadChatFor } from '../domain/chat-access';
import {
  acceptInterview,
  cancelInterview,
  checkIn,
  createInterview,
  type Interview,
  type InterviewDetails,
  markAttendance,
  modifyInterview,
  type NoShowRecord,
  type Outcome,
  recordResult,
  refusalError,
  rejectInterview,
  requestResult,
} from '../domain/interviews';
import { AppError } from '../http/app-error';
import type { InterviewEmailTemplate } from '../mail/texts/interview-emails';
import { followInterview } from './application-state';
import { type InterviewOwner, insertInterview, loadInterviewFor, noShowInterviews, type StoredInterview, saveInterviewIf } from './interview-rows';
import { emailInterview, type NotifyDeps, postInChat } from './interview-notify';
import { scheduleReminders } from './interview-reminders';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * The interview actions of both sides: read the row, run the domain rule, write the result on
 * the condition of the version read. When another answer got there first the rule runs again on
 * the fresh row, so of two concurrent accepts (or an accept and a cancel) exactly one wins and
 * the other gets the refusal the new state calls for (41560 wrong state…).
 */
type Rule = (interview: StoredInterview, noShows: readonly NoShowRecord[]) => Outcome<Interview>;

async function change(deps: NotifyDeps, owner: InterviewOwner, id: number, rule: Rule): Promise<{ after: StoredInterview; changed: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await loadInterviewFor(deps.db, owner, id);
    const noShows = owner.role === 'jobseeker' ? await noShowInterviews(deps.db, owner.partyId) : [];
    const outcome = rule(current, noShows);
    if (!outcome.ok) throw refusalError(outcome);
    if (outcome.value === current) return { after: current, changed: false };
    const saved = await saveInterviewIf(deps.db, current.version, outcome.value);
    if (saved) return { after: saved, changed: true };
  }
  throw new AppError(apiCode.interviewStateConflict);
}

const detailsOf = (body: InterviewDetailsBody): InterviewDetails => ({
  proposedTimes: body.times,
  timeZone: body.time_zone,
  mode: body.mode,
  address: body.mode === 'in_person' ? body.address : null,
  videoLink: body.mode === 'video' ? body.video_link : null,
  contactName: body.contact_name,
  contactPhone: body.contact_phone,
  instructions: body.instructions,
});

/** Tells the chat (and the seeker by email, when `email` is set) what happened. */
async function announce(
  deps: NotifyDeps,
  interview: StoredInterview,
  role: 'jobseeker' | 'recruiter',
  type: MessageType,
  text: string,
  email?: InterviewEmailTemplate,
) {
  await postInChat(deps, interview.chatId, {
    role,
    type,
    // One message per version: a retried request finds the stored one (chat idempotency).
    clientId: `interview-${interview.id}-v${interview.version}`,
    text,
    payload: { interview_id: interview.id, state: interview.state },
  });
  if (email) await emailInterview(deps, email, interview);
}

/** The recruiter invites the seeker of one of their chats, about the chat's job. */
export async function inviteToInterview(deps: NotifyDeps, recruiter: { partyId: number; userId: number; companyId: number | null }, chatId: number, body: InterviewDetailsBody) {
  const chat = await loadChatFor(deps.db, { role: 'recruiter', ...recruiter }, chatId);
  await assertNotBlocked(deps.db, chat);
  const parties = { id: 0, chatId: chat.id, jobId: chat.jobId, jobseekerId: chat.jobseekerId, recruiterId: chat.recruiterId };
  const outcome = createInterview(parties, detailsOf(body), deps.now);
  if (!outcome.ok) throw refusalError(outcome);
  const stored = await insertInterview(deps.db, outcome.value);
  await followInterview(deps.db, stored, deps.now);
  await announce(deps, stored, 'recruiter', 'interview_invitation', 'Interview invitation', 'interview_invited');
  return stored;
}

export async function modifyInterviewDetails(deps: NotifyDeps, owner: InterviewOwner, id: number, body: InterviewDetailsBody) {
  const { after } = await change(deps, owner, id, (current) => modifyInterview(current, detailsOf(body), deps.now));
  await scheduleReminders(deps.db, after);
  await announce(deps, after, 'recruiter', 'interview_changed', 'Interview changed', 'interview_changed');
  return after;
}

export async function cancelInterviewAs(deps: NotifyDeps, owner: InterviewOwner, id: number, body: InterviewReasonBody) {
  const input = { reason: body.reason, text: body.reason_text };
  const { after } = await change(deps, owner, id, (current) => cancelInterview(current, owner.role, input, deps.now));
  const email = owner.role === 'recruiter' ? 'interview_cancelled' : undefined;
  await announce(deps, after, owner.role, 'interview_cancelled', 'Interview cancelled', email);
  return after;
}

export async function acceptInterviewTime(deps: NotifyDeps, owner: InterviewOwner, id: number, time: Date) {
  const { after } = await change(deps, owner, id, (current, noShows) => acceptInterview(current, time, noShows, deps.now));
  await scheduleReminders(deps.db, after);
  await announce(deps, after, 'jobseeker', 'interview_answered', 'Interview accepted');
  return after;
}

export async function rejectInvitation(deps: NotifyDeps, owner: InterviewOwner, id: number, body: InterviewReasonBody) {
  const input = { reason: body.reason, text: body.reason_text };
  const { after } = await change(deps, owner, id, (current) => rejectInterview(current, input, deps.now));
  await announce(deps, after, 'jobseeker', 'interview_answered', 'Interview declined');
  return after;
}

export async function checkInToInterview(deps: NotifyDeps, owner: InterviewOwner, id: number) {
  return (await change(deps, owner, id, (current) => checkIn(current, deps.now))).after;
}

export async function requestInterviewResult(deps: NotifyDeps, owner: InterviewOwner, id: number) {
  return (await change(deps, owner, id, (current) => requestResult(current, deps.now))).after;
}

export async function markInterviewAttendance(deps: NotifyDeps, owner: InterviewOwner, id: number, attendance: 'attended' | 'not_attended') {
  return (await change(deps, owner, id, (current) => markAttendance(current, attendance, deps.now))).after;
}

export async function recordInterviewResult(deps: NotifyDeps, owner: InterviewOwner, id: number, result: 'passed' | 'not_suitable' | 'successful') {
  return (await change(deps, owner, id, (current) => recordResult(current, result, deps.now))).after;
}
