import { Hono } from 'hono';
import type { ChatHub } from '../../chat/hub';
import { chatListRoutes } from './chats';
import { type ChatEnv, requireChatParty } from './guard';
import { chatInvitationRoutes } from './invitations';
import { chatMessageRoutes } from './messages';
import { chatPhraseRoutes } from './phrases';
import { chatResumeFileRoutes } from './resume-file';
import type { FileStorage } from '../../storage/files';

/**
 * The /chat service (lib/schemas/chat.ts): seekers and recruiters alike, the side from the
 * session. Every call needs one (401 without), so the guard runs once for the whole prefix.
 */
export function chatRoutes(hub: ChatHub, storage: FileStorage) {
  const routes = new Hono<ChatEnv>();
  routes.use('*', requireChatParty());
  routes.route('/', chatListRoutes(hub));
  routes.route('/', chatMessageRoutes(hub));
  routes.route('/', chatPhraseRoutes());
  routes.route('/', chatInvitationRoutes(hub));
  routes.route('/', chatResumeFileRoutes(storage));
  return routes;
}
