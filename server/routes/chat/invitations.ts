import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { clientIdBodySchema, createInvitationBodySchema, invitationTokenParamSchema } from '@/lib/schemas/chat';
import { hashToken, randomToken } from '../../auth/tokens';
import type { ChatHub } from '../../chat/hub';
import { existingChatId, startChat } from '../../chat/start-chat';
import type { Database } from '../../db/client';
import { chatJobOf } from '../../domain/chat-summaries';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { rowsOf } from '../../search/rows';
import { type ChatEnv, chatDeps } from './guard';

const hourMs = 3_600_000;

/** An invitation by its token; an unknown one is a 404, an expired one 41273 (platform spec §8). */
async function liveInvitation(db: Database, token: string, now: Date) {
  const [row] = rowsOf<{ id: number; recruiter_id: number; job_id: number; expires_at: string | Date }>(
    await db.execute(sql`select id, recruiter_id, job_id, expires_at from chat_invitations where token_hash = ${hashToken(token)}`),
  );
  if (!row) throw AppError.notFound('Invitation');
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new AppError(41273);
  return { recruiterId: Number(row.recruiter_id), jobId: Number(row.job_id), expiresAt: new Date(row.expires_at) };
}

/** Chat invitation links: a recruiter invites a seeker to chat about one of their jobs, until the link expires. */
export function chatInvitationRoutes(hub: ChatHub) {
  const routes = new Hono<ChatEnv>();

  routes.post('/invitations', validate('json', createInvitationBodySchema, 'body'), async (c) => {
    const party = c.get('party');
    if (party.role !== 'recruiter') throw new AppError(40005);
    const body = c.get('body');
    const [job] = rowsOf<{ id: number }>(
      await c.get('db').execute(sql`select id from jobs where id = ${body.job_id} and recruiter_id = ${party.partyId} and status = 'active'`),
    );
    if (!job) throw AppError.notFound('Job');
    const token = randomToken();
    const expiresAt = new Date(c.get('now').getTime() + body.expires_in_hours * hourMs);
    await c.get('db').execute(sql`insert into chat_invitations (token_hash, recruiter_id, job_id, expires_at, created_at)
      values (${hashToken(token)}, ${party.partyId}, ${body.job_id}, ${expiresAt.toISOString()}::timestamptz, ${c.get('now').toISOString()}::timestamptz)`);
    return ok(c, { token, job_id: body.job_id, expires_at: expiresAt.toISOString() }, 201);
  });

  routes.get('/invitations/:token', validate('param', invitationTokenParamSchema, 'params'), async (c) => {
    const db = c.get('db');
    const invitation = await liveInvitation(db, c.get('params').token, c.get('now'));
    const [row] = rowsOf<Parameters<typeof chatJobOf>[0] & { r_first: string; r_last: string; r_title: string }>(
      await db.execute(sql`
        select j.id as job_id, j.title as job_title, j.status as job_status, j.company_id, j.company_name, j.salary_type,
          j.salary_from, j.salary_to, j.currency, l.labels as location_labels,
          r.first_name as r_first, r.last_name as r_last, r.job_title as r_title
        from jobs j join recruiters r on r.id = ${invitation.recruiterId} left join locations l on l.id = j.location_id
        where j.id = ${invitation.jobId}`),
    );
    if (!row) throw AppError.notFound('Invitation');
    const party = c.get('party');
    const online = await hub.presence.onlineAmong('recruiter', [invitation.recruiterId]);
    return ok(c, {
      job: chatJobOf(row, c.get('language')),
      recruiter: {
        id: invitation.recruiterId,
        name: `${row.r_first} ${row.r_last}`.trim(),
        avatar: null,
        is_online: online.has(invitation.recruiterId),
        job_title: row.r_title,
        company_name: row.company_name,
      },
      expires_at: invitation.expiresAt.toISOString(),
      chat_id: party.role === 'jobseeker' ? await existingChatId({ db }, party.partyId, invitation.recruiterId) : null,
    });
  });

  routes.post(
    '/invitations/:token/accept',
    validate('param', invitationTokenParamSchema, 'params'),
    validate('json', clientIdBodySchema.partial(), 'body'),
    async (c) => {
      const invitation = await liveInvitation(c.get('db'), c.get('params').token, c.get('now'));
      const result = await startChat(chatDeps(c, hub), c.get('party'), {
        jobId: invitation.jobId,
        clientId: c.get('body').client_id,
        language: c.get('language'),
      });
      return ok(c, result, result.created ? 201 : 200);
    },
  );
  return routes;
}
