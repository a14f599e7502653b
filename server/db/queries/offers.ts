import { sql } from 'drizzle-orm';
import type { Offer } from '@/lib/schemas/interview-views';
import type { Database } from '../client';
import { rowsOf } from '../rows';

/**
 * Job offers (`job_offers`, aliased `o`, with the job's title and company): the statements of
 * server/interviews/offers.ts moved as written (decision 0087).
 */
export interface OfferRow {
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

/** Whose offers: the seeker's received or the recruiter's sent. */
export type OfferSide = { role: 'jobseeker' | 'recruiter'; partyId: number };
const sideCondition = (side: OfferSide) => (side.role === 'jobseeker' ? sql`o.jobseeker_id = ${side.partyId}` : sql`o.recruiter_id = ${side.partyId}`);

/** The side's latest 100 offers, of one chat when given. */
export async function listOfferRows(db: Database, side: OfferSide, chatId?: number): Promise<OfferRow[]> {
  const chat = chatId === undefined ? sql`` : sql`and o.chat_id = ${chatId}`;
  return rowsOf<OfferRow>(
    await db.execute(sql`select ${columns} from ${joins} where ${sideCondition(side)} ${chat} order by o.created_at desc, o.id desc limit 100`),
  );
}

/** The offer if it is the side's. */
export async function findOfferRow(db: Database, side: OfferSide, id: number): Promise<OfferRow | undefined> {
  const [row] = rowsOf<OfferRow>(await db.execute(sql`select ${columns} from ${joins} where o.id = ${id} and ${sideCondition(side)}`));
  return row;
}

/** The new offer's id. */
export async function insertOffer(
  db: Database,
  offer: { chatId: number; jobId: number; jobseekerId: number; recruiterId: number; details: string; now: Date },
): Promise<number | undefined> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into job_offers (chat_id, job_id, jobseeker_id, recruiter_id, details, created_at, updated_at)
      values (${offer.chatId}, ${offer.jobId}, ${offer.jobseekerId}, ${offer.recruiterId}, ${offer.details},
        ${offer.now.toISOString()}::timestamptz, ${offer.now.toISOString()}::timestamptz)
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

/** Answers the offer if it is still pending; false when another answer got there first (or none). */
export async function answerPendingOffer(db: Database, id: number, answer: 'accepted' | 'declined', now: Date): Promise<boolean> {
  const [updated] = rowsOf<{ id: number }>(
    await db.execute(sql`
      update job_offers set state = ${answer}, responded_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      where id = ${id} and state = 'pending' returning id`),
  );
  return updated !== undefined;
}
