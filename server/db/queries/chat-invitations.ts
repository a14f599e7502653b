import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import type { ChatJobRow } from './chat-summaries';

/** Chat invitation links (`chat_invitations`), moved from the route as written (decision 0087). */

export interface InvitationRow {
  id: number;
  recruiter_id: number;
  job_id: number;
  expires_at: string | Date;
}

export async function findInvitation(db: Database, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = rowsOf<InvitationRow>(
    await db.execute(sql`select id, recruiter_id, job_id, expires_at from chat_invitations where token_hash = ${tokenHash}`),
  );
  return row;
}

export async function insertInvitation(
  db: Database,
  invitation: { tokenHash: string; recruiterId: number; jobId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db.execute(sql`insert into chat_invitations (token_hash, recruiter_id, job_id, expires_at, created_at)
    values (${invitation.tokenHash}, ${invitation.recruiterId}, ${invitation.jobId}, ${invitation.expiresAt.toISOString()}::timestamptz, ${invitation.now.toISOString()}::timestamptz)`);
}

/** The invitation's job card and the inviting recruiter's name and title. */
export type InvitationCardRow = ChatJobRow & { r_first: string; r_last: string; r_title: string };

export async function invitationCard(db: Database, recruiterId: number, jobId: number): Promise<InvitationCardRow | undefined> {
  const [row] = rowsOf<InvitationCardRow>(
    await db.execute(sql`
      select j.id as job_id, j.title as job_title, j.status as job_status, j.company_id, j.company_name, j.salary_type,
        j.salary_from, j.salary_to, j.currency, l.labels as location_labels,
        r.first_name as r_first, r.last_name as r_last, r.job_title as r_title
      from jobs j join recruiters r on r.id = ${recruiterId} left join locations l on l.id = j.location_id
      where j.id = ${jobId}`),
  );
  return row;
}
