import { type Context, Hono } from 'hono';
import { recruiterApplicationListQuerySchema, recruiterChatDetailQuerySchema, recruiterMoveBodySchema } from '@/lib/schemas/recruiter';
import type { ChatHub } from '../../chat/hub';
import { partyOfSession } from '../../chat/party';
import { moveRecruiterApplication, recruiterApplications, recruiterChatDetail } from '../../domain/recruiter-applications';
import { AppError } from '../../http/app-error';
import { assertRoleHeader } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from './path-id';
import * as apiCode from '@/lib/schemas/api-codes';

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
    const recruiterId = pathId(c.req.param('recruiterId'), 'Recruiter');
    const answer = await recruiterChatDetail(c.get('db'), {
      recruiterId,
      session: c.get('session'),
      status: c.get('query').status,
      language: c.get('language'),
      now: c.get('now'),
      onlineAmong: (ids) => hub.presence.onlineAmong('recruiter', ids),
    });
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
    return ok(c, await recruiterApplications(c.get('db'), party.partyId, query));
  });

  routes.patch(`/recruiter/applications/:id{${idPattern}}/status`, validate('json', recruiterMoveBodySchema, 'body'), async (c) => {
    const party = await recruiterOnly(c);
    const id = pathId(c.req.param('id'), 'Application');
    return ok(c, await moveRecruiterApplication(c.get('db'), party.partyId, id, c.get('body').status, c.get('now')));
  });

  return routes;
}
