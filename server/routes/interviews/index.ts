import { Hono } from 'hono';
import type { ChatHub } from '../../chat/hub';
import type { PlatformServices } from '../../platform-services';
import { type ChatEnv, requireChatParty } from '../chat/guard';
import { recruiterInterviewRoutes } from './recruiter';
import { seekerInterviewRoutes } from './seeker';

/**
 * The /interview service (lib/schemas/interview-views.ts lists the calls): every call needs a
 * signed-in seeker or recruiter (401 without); each side's actions check the session's role.
 */
export function interviewRoutes(hub: ChatHub, services: PlatformServices) {
  const routes = new Hono<ChatEnv>();
  routes.use('*', requireChatParty());
  routes.route('/', seekerInterviewRoutes(hub, services));
  routes.route('/recruiter', recruiterInterviewRoutes(hub, services));
  return routes;
}
