import type { Offer } from '@/lib/schemas/interview-views';
import { answerPendingOffer, findOfferRow, insertOffer, listOfferRows, type OfferRow, type OfferSide } from '../db/queries/offers';
import { assertNotBlocked, loadChatFor } from '../domain/chat-access';
import { AppError } from '../http/app-error';
import { followOffer } from './application-state';
import { emailOffer, type NotifyDeps, postInChat } from './interview-notify';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Job offers (platform spec §2 Chat: offer): a recruiter sends one in a chat about the chat's
 * job; the seeker accepts or declines it once, with a conditional update on the pending state
 * (two answers at once: one wins, the other is 41560), and the application follows.
 */
function toOffer(row: OfferRow): Offer {
  return {
    id: Number(row.id),
    chat_id: Number(row.chat_id),
    job_id: Number(row.job_id),
    job_title: row.job_title,
    company_name: row.company_name,
    details: row.details,
    state: row.state,
    responded_at: row.responded_at === null ? null : new Date(row.responded_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listOffers(deps: NotifyDeps, side: OfferSide, chatId?: number): Promise<Offer[]> {
  return (await listOfferRows(deps.db, side, chatId)).map(toOffer);
}

async function loadOffer(deps: NotifyDeps, side: OfferSide, id: number): Promise<Offer & { jobseekerId: number }> {
  const row = await findOfferRow(deps.db, side, id);
  if (!row) throw AppError.notFound('Offer');
  return { ...toOffer(row), jobseekerId: Number(row.jobseeker_id) };
}

export async function sendOffer(deps: NotifyDeps, recruiter: { partyId: number; userId: number; companyId: number | null }, chatId: number, details: string) {
  const chat = await loadChatFor(deps.db, { role: 'recruiter', ...recruiter }, chatId);
  await assertNotBlocked(deps.db, chat);
  const offerId = await insertOffer(deps.db, {
    chatId: chat.id,
    jobId: chat.jobId,
    jobseekerId: chat.jobseekerId,
    recruiterId: chat.recruiterId,
    details,
    now: deps.now,
  });
  if (offerId === undefined) throw new Error('offer insert returned no row');
  const offer = await loadOffer(deps, { role: 'recruiter', partyId: chat.recruiterId }, offerId);
  await postInChat(deps, chat.id, { role: 'recruiter', type: 'offer', clientId: `offer-${offer.id}`, text: details, payload: { offer_id: offer.id } });
  await emailOffer(deps, { jobseekerId: chat.jobseekerId, jobId: chat.jobId, chatId: chat.id });
  return offer;
}

export async function answerOffer(deps: NotifyDeps, jobseekerId: number, id: number, answer: 'accepted' | 'declined') {
  const offer = await loadOffer(deps, { role: 'jobseeker', partyId: jobseekerId }, id);
  const updated = await answerPendingOffer(deps.db, id, answer, deps.now);
  if (!updated) throw new AppError(apiCode.interviewStateConflict, { data: { state: (await loadOffer(deps, { role: 'jobseeker', partyId: jobseekerId }, id)).state } });
  await followOffer(deps.db, { jobseekerId, jobId: offer.job_id }, answer, deps.now);
  await postInChat(deps, offer.chat_id, {
    role: 'jobseeker',
    type: 'offer_answered',
    clientId: `offer-${offer.id}-${answer}`,
    text: answer === 'accepted' ? 'Offer accepted' : 'Offer declined',
    payload: { offer_id: offer.id, state: answer },
  });
  return loadOffer(deps, { role: 'jobseeker', partyId: jobseekerId }, id);
}
