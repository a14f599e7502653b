import { type Context, Hono } from 'hono';
import { sql } from 'drizzle-orm';
import {
  type RecruiterApplication,
  recruiterApplicationListQuerySchema,
  type RecruiterChatDetail,
  recruiterChatDetailQuerySchema,
  recruiterMoveBodySchema,
} from '@/lib/schemas/recruiter';
import type { ChatHub } from '../../chat/hub';
import { partyOfSession } from '../../chat/party';
import { moveApplication } from '../../domain/applications';
import { recruiterCard, recruiterJobs } from '../../domain/chat-detail';
import { AppError } from '../../http/app-error';
import { assertRoleHeader } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { idPattern, pathId } from './path-id';
import { personName } from '@/lib/person-name';
import * as apiCode from '@/lib/schemas/api-codes';

interface ApplicationRow {
  id: number;
  status: RecruiterApplication['status'];
  job_id: number;
  job_title: string;
  user_id: number;
  first_name: string;
  last_name: string;
  first_message: string | null;
  viewed_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  chat_id: number | null;
}

const applicationSelect = sql`
  select a.id, a.status, a.job_id, j.title as job_title, a.user_id, u.first_name, u.last_name, a.first_message,
    a.viewed_at, a.created_at, a.updated_at, ch.id as chat_id
  from job_applications a join jobs j on j.id = a.job_id join users u on u.id = a.user_id
  left join chats ch on ch.jobseeker_id = a.user_id and ch.recruiter_id = j.recruiter_id`;

function toApplication(row: ApplicationRow): RecruiterApplication {
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

/**
 * Under /job, beside the seeker's calls (issue 10):
 * - GET /recruiters/{recruiterId}/chat-detail?status: the recruiter card, online status, the
 *   signed-in seeker's chat with them and their jobs in that state (core spec §7 Jobs);
 * - the recruiter's side of applications: list them, and move one (viewed, communicated,
 *   interview, not suitable …) so the seeker's My Jobs tabs fill (server/domain/applications.ts).
 */
export function recruiterJobRoutes(hub: ChatHub) {
  const routes = new Hono<AppEnv>();

  routes.get(`/recruiters/:recruiterId{${idPattern}}/chat-detail`, validate('query', recruiterChatDetailQuerySchema, 'query'), async (c) => {
    const db = c.get('db');
    const recruiterId = pathId(c.req.param('recruiterId'), 'Recruiter');
    const card = await recruiterCard(db, recruiterId, c.get('now'));
    if (!card) throw AppError.notFound('Recruiter');
    const [company] = rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select c.id, c.name from recruiters r join companies c on c.id = r.company_id where r.id = ${recruiterId}`),
    );
    const session = c.get('session');
    let chatId: number | null = null;
    if (session?.kind === 'user' && session.role === 'jobseeker' && session.userId !== null) {
      const [chat] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from chats where jobseeker_id = ${session.userId} and recruiter_id = ${recruiterId}`),
      );
      chatId = chat ? Number(chat.id) : null;
    }
    const online = await hub.presence.onlineAmong('recruiter', [recruiterId]);
    const answer: RecruiterChatDetail = {
      recruiter: card,
      company: { id: Number(company?.id ?? 0), name: company?.name ?? '' },
      is_online: online.has(recruiterId),
      chat_id: chatId,
      jobs: await recruiterJobs(db, recruiterId, c.get('query').status, c.get('language')),
    };
    return ok(c, answer);
  });

  const recruiterOnly = async <E extends AppEnv>(c: Context<E>) => {
    const vars = c.var as AppEnv['Variables'];
    assertRoleHeader(vars.session, c.req.header('role-id'));
    const party = await partyOfSession(vars.db, vars.session);
    if (party.role !== 'recruiter') throw new AppError(apiCode.noPermission);
    return party;
  };

  routes.get('/recruiter/applications', validate('query', recruiterApplicationListQuerySchema, 'query'), async (c) => {
    const party = await recruiterOnly(c);
    const query = c.get('query');
    const status = query.status ? sql`and a.status = ${query.status}` : sql``;
    const search = query.query ? sql`and (u.first_name || ' ' || u.last_name || ' ' || j.title) ilike ${`%${query.query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``;
    // A seeker who blocked the company is out of its recruiters' sight (platform spec §6).
    const unblocked = sql`and not exists (select 1 from blocked_companies b where b.user_id = a.user_id and b.company_id = j.company_id)`;
    const where = sql`where j.recruiter_id = ${party.partyId} ${status} ${search} ${unblocked}`;
    const rows = rowsOf<ApplicationRow>(
      await c.get('db').execute(sql`${applicationSelect} ${where} order by a.created_at desc, a.id desc
        limit ${query.size} offset ${(query.page - 1) * query.size}`),
    );
    const [total] = rowsOf<{ n: number }>(
      await c.get('db').execute(sql`select count(*)::int as n from job_applications a join jobs j on j.id = a.job_id
        join users u on u.id = a.user_id ${where}`),
    );
    return ok(c, { applications: rows.map(toApplication), total: Number(total?.n ?? 0), page: query.page });
  });

  routes.patch(`/recruiter/applications/:id{${idPattern}}/status`, validate('json', recruiterMoveBodySchema, 'body'), async (c) => {
    const party = await recruiterOnly(c);
    const db = c.get('db');
    const id = pathId(c.req.param('id'), 'Application');
    const owned = sql`where a.id = ${id} and j.recruiter_id = ${party.partyId}`;
    const [before] = rowsOf<ApplicationRow>(await db.execute(sql`${applicationSelect} ${owned}`));
    // Another recruiter's application is as absent as one that does not exist.
    if (!before) throw AppError.notFound('Application');
    await moveApplication(db, id, c.get('body').status, c.get('now'));
    const [after] = rowsOf<ApplicationRow>(await db.execute(sql`${applicationSelect} ${owned}`));
    if (!after) throw AppError.notFound('Application');
    return ok(c, toApplication(after));
  });

  return routes;
}
