import type { Language } from '@/lib/languages';
import type { ApplicationStatus } from '@/lib/schemas/applications';
import type { RecruiterApplication, RecruiterChatDetail } from '@/lib/schemas/recruiter';
import type { ResolvedSession } from '../auth/sessions';
import { existingChatId } from '../chat/start-chat';
import type { Database } from '../db/client';
import {
  findRecruiterApplication,
  listRecruiterApplications,
  type RecruiterApplicationFilter,
  type RecruiterApplicationRow,
  recruiterCompany,
} from '../db/queries/recruiter-applications';
import { AppError } from '../http/app-error';
import { moveApplication } from './applications';
import { recruiterCard, recruiterJobs } from './chat-detail';
import { personName } from '@/lib/person-name';

/** The recruiter's side of applications (issue 10): list their applicants and move one on. */

function toApplication(row: RecruiterApplicationRow): RecruiterApplication {
  const iso = (value: string | Date) => new Date(value).toISOString();
  return {
    id: Number(row.id),
    status: row.status,
    job: { id: Number(row.job_id), title: row.job_title },
    jobseeker: { id: Number(row.user_id), name: personName(row.first_name, row.last_name) },
    first_message: row.first_message,
    viewed_at: row.viewed_at === null ? null : iso(row.viewed_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    chat_id: row.chat_id === null ? null : Number(row.chat_id),
  };
}

export async function recruiterApplications(db: Database, recruiterId: number, filter: RecruiterApplicationFilter) {
  const { rows, total } = await listRecruiterApplications(db, recruiterId, filter);
  return { applications: rows.map(toApplication), total, page: filter.page };
}

/** Moves one of the recruiter's applications on (server/domain/applications.ts says which moves may happen). */
export async function moveRecruiterApplication(db: Database, recruiterId: number, id: number, to: ApplicationStatus, now: Date) {
  const before = await findRecruiterApplication(db, recruiterId, id);
  // Another recruiter's application is as absent as one that does not exist.
  if (!before) throw AppError.notFound('Application');
  await moveApplication(db, id, to, now);
  const after = await findRecruiterApplication(db, recruiterId, id);
  if (!after) throw AppError.notFound('Application');
  return toApplication(after);
}

/**
 * The recruiter card, their company, whether they are online, the signed-in seeker's chat with
 * them and their jobs in that state (core spec §7 Jobs). `onlineAmong` is the chat's presence.
 */
export async function recruiterChatDetail(
  db: Database,
  ask: {
    recruiterId: number;
    session: ResolvedSession | null;
    status: string;
    language: Language;
    now: Date;
    onlineAmong: (recruiterIds: number[]) => Promise<Set<number>>;
  },
): Promise<RecruiterChatDetail> {
  const { recruiterId, session } = ask;
  const card = await recruiterCard(db, recruiterId, ask.now);
  if (!card) throw AppError.notFound('Recruiter');
  const company = await recruiterCompany(db, recruiterId);
  let chatId: number | null = null;
  if (session?.kind === 'user' && session.role === 'jobseeker' && session.userId !== null) {
    chatId = await existingChatId({ db }, session.userId, recruiterId);
  }
  const online = await ask.onlineAmong([recruiterId]);
  return {
    recruiter: card,
    company: { id: Number(company?.id ?? 0), name: company?.name ?? '' },
    is_online: online.has(recruiterId),
    chat_id: chatId,
    jobs: await recruiterJobs(db, recruiterId, ask.status, ask.language),
  };
}
