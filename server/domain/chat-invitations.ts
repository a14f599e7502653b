import type { Language } from '@/lib/languages';
import { hashToken, randomToken } from '../auth/tokens';
import type { ChatParty } from '../chat/party';
import { existingChatId } from '../chat/start-chat';
import type { Database } from '../db/client';
import { findInvitation, insertInvitation, invitationCard } from '../db/queries/chat-invitations';
import { recruitersJob } from '../db/queries/jobs';
import { AppError } from '../http/app-error';
import { chatJobOf } from './chat-summaries';
import * as apiCode from '@/lib/schemas/api-codes';

/** Chat invitation links: a recruiter invites a seeker to chat about one of their jobs, until the link expires. */

const hourMs = 3_600_000;

/** An invitation by its token; an unknown one is a 404, an expired one 41273 (platform spec §8). */
export async function liveInvitation(db: Database, token: string, now: Date) {
  const row = await findInvitation(db, hashToken(token));
  if (!row) throw AppError.notFound('Invitation');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new AppError(apiCode.invitationExpired);
  return { recruiterId: Number(row.recruiter_id), jobId: Number(row.job_id), expiresAt: new Date(row.expires_at) };
}

/** A new link to one of the recruiter's open jobs (anything else a 404); the token is only in the answer. */
export async function createInvitation(db: Database, recruiterId: number, ask: { jobId: number; expiresInHours: number; now: Date }) {
  if (!(await recruitersJob(db, ask.jobId, recruiterId, { openOnly: true }))) throw AppError.notFound('Job');
  const token = randomToken();
  const expiresAt = new Date(ask.now.getTime() + ask.expiresInHours * hourMs);
  await insertInvitation(db, { tokenHash: hashToken(token), recruiterId, jobId: ask.jobId, expiresAt, now: ask.now });
  return { token, job_id: ask.jobId, expires_at: expiresAt.toISOString() };
}

/** What the link shows: the job, the recruiter (online or not) and the seeker's chat with them if any. */
export async function invitationView(
  db: Database,
  ask: { token: string; party: ChatParty; language: Language; now: Date; onlineAmong: (recruiterIds: number[]) => Promise<Set<number>> },
) {
  const invitation = await liveInvitation(db, ask.token, ask.now);
  const row = await invitationCard(db, invitation.recruiterId, invitation.jobId);
  if (!row) throw AppError.notFound('Invitation');
  const online = await ask.onlineAmong([invitation.recruiterId]);
  return {
    job: chatJobOf(row, ask.language),
    recruiter: {
      id: invitation.recruiterId,
      name: `${row.r_first} ${row.r_last}`.trim(),
      avatar: null,
      is_online: online.has(invitation.recruiterId),
      job_title: row.r_title,
      company_name: row.company_name,
    },
    expires_at: invitation.expiresAt.toISOString(),
    chat_id: ask.party.role === 'jobseeker' ? await existingChatId({ db }, ask.party.partyId, invitation.recruiterId) : null,
  };
}
