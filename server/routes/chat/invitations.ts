import { Hono } from 'hono';
import { clientIdBodySchema, createInvitationBodySchema, invitationTokenParamSchema } from '@/lib/schemas/chat';
import type { ChatHub } from '../../chat/hub';
import { startChat } from '../../chat/start-chat';
import { createInvitation, invitationView, liveInvitation } from '../../domain/chat-invitations';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { type ChatEnv, chatDeps } from './guard';
import * as apiCode from '@/lib/schemas/api-codes';

/** Chat invitation links: a recruiter invites a seeker to chat about one of their jobs, until the link expires. */
export function chatInvitationRoutes(hub: ChatHub) {
  const routes = new Hono<ChatEnv>();

  routes.post('/invitations', validate('json', createInvitationBodySchema, 'body'), async (c) => {
    const party = c.get('party');
    if (party.role !== 'recruiter') throw new AppError(apiCode.noPermission);
    const body = c.get('body');
    const invitation = await createInvitation(c.get('db'), party.partyId, { jobId: body.job_id, expiresInHours: body.expires_in_hours, now: c.get('now') });
    return ok(c, invitation, 201);
  });

  routes.get('/invitations/:token', validate('param', invitationTokenParamSchema, 'params'), async (c) => {
    const view = await invitationView(c.get('db'), {
      token: c.get('params').token,
      party: c.get('party'),
      language: c.get('language'),
      now: c.get('now'),
      onlineAmong: (ids) => hub.presence.onlineAmong('recruiter', ids),
    });
    return ok(c, view);
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
