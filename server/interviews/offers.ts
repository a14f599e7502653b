import { sql } from 'drizzle-orm';
import type { Offer } from '@/lib/schemas/interview-views';
import { assertNotBlocked, loadChatFor } from '../domain/chat-access';
import { AppError } from '../http/app-error';
import { rowsOf } from '../search/rows';
import { followOffer } from './application-state';
import { emailOffer, type NotifyDeps, postInChat } from './interview-notify';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Job offers (platform spec §2 Chat: offer): a recruiter sends one in a chat about the chat's
 * job; the seeker accepts or declines it once, with a conditional update on the pending state
 * (two answers at once: one wins, the other is 41560), and the application follows.
 */
interface OfferRow {
  id: number;
  chat_id: number;
  job_id: number;
  jobseeker_id: number;
  recruiter_id: number;
  details: string;
  state: Offer['state'];
  responded_at: string | Date | null;
  created_at: string | Date;
  job_title: string;
  company_name: string;
}

const columns = sql.raw(`o.id, o.chat_id, o.job_id, o.jobseeker_id, o.recruiter_id, o.details, o.state, o.responded_at, o.created_at,
  j.title as job_title, c.name as company_name`);
const joins = sql.raw('job_offers o join jobs j on j.id = o.job_id join companies c on c.id = j.company_id');

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

type Side = { role: 'jobseeker' | 'recruiter'; partyId: number };
const sideCondition = (side: Side) => (side.role === 'jobseeker' ? sql`o.jobseeker_id = ${side.partyId}` : sql`o.recruiter_id = ${side.partyId}`);

export async function listOffers(deps: NotifyDeps, side: Side, chatId?: number): Promise<Offer[]> {
  const chat = chatId === undefined ? sql`` : sql`and o.chat_id = ${chatId}`;
  const rows = rowsOf<OfferRow>(
    await deps.db.execute(sql`select ${columns} from ${joins} where ${sideCondition(side)} ${chat} order by o.created_at desc, o.id desc limit 100`),
  );
  return rows.map(toOffer);
}

async function loadOffer(deps: NotifyDeps, side: Side, id: number): Promise<Offer & { jobseekerId: number }> {
  const [row] = rowsOf<OfferRow>(await deps.db.execute(sql`select ${columns} from ${joins} where o.id = ${id} and ${sideCondition(side)}`));
  if (!row) throw AppError.notFound('Offer');
  return { ...toOffer(row), jobseekerId: Number(row.jobseeker_id) };
}

export async function sendOffer(deps: NotifyDeps, recruiter: { partyId: number; userId: number; companyId: number | null }, chatId: number, details: string) {
  const chat = await loadChatFor(deps.db, { role: 'recruiter', ...recruiter }, chatId);
  await assertNotBlocked(deps.db, chat);
  const [row] = rowsOf<{ id: number }>(
    await deps.db.execute(sql`
      insert into job_offers (chat_id, job_id, jobseeker_id, recruiter_id, details, created_at, updated_at)
      values (${chat.id}, ${chat.jobId}, ${chat.jobseekerId}, ${chat.recruiterId}, ${details},
        ${deps.now.toISOString()}::timestamptz, ${deps.now.toISOString()}::timestamptz)
      returning id`),
  );
  if (!row) throw new Error('offer insert returned no row');
  const offer = await loadOffer(deps, { role: 'recruiter', partyId: chat.recruiterId }, Number(row.id));
  await postInChat(deps, chat.id, { role: 'recruiter', type: 'offer', clientId: `offer-${offer.id}`, text: details, payload: { offer_id: offer.id } });
  await emailOffer(deps, { jobseekerId: chat.jobseekerId, jobId: chat.jobId, chatId: chat.id });
  return offer;
}

export async function answerOffer(deps: NotifyDeps, jobseekerId: number, id: number, answer: 'accepted' | 'declined') {
  const offer = await loadOffer(deps, { role: 'jobseeker', partyId: jobseekerId }, id);
  const [updated] = rowsOf<{ id: number }>(
    await deps.db.execute(sql`
      update job_offers set state = ${answer}, responded_at = ${deps.now.toISOString()}::timestamptz, updated_at = ${deps.now.toISOString()}::timestamptz
      where id = ${id} and state = 'pending' returning id`),
  );
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
