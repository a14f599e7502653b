import type { Context, MiddlewareHandler } from 'hono';
import type { ChatDeps } from '../../chat/chat-service';
import type { ChatHub } from '../../chat/hub';
import { type ChatParty, partyOfSession } from '../../chat/party';
import { assertRoleHeader } from '../../http/authenticate';
import type { AppVariables } from '../../http/context';

export type ChatEnv = { Variables: AppVariables & { party: ChatParty } };

/**
 * Every chat call needs a signed-in seeker or recruiter (401 40003 otherwise); the side comes
 * from the session, and a Role-Id header claiming the other side is a 403 (40005).
 */
export function requireChatParty(): MiddlewareHandler<ChatEnv> {
  return async (c, next) => {
    const session = c.get('session');
    assertRoleHeader(session, c.req.header('role-id'));
    c.set('party', await partyOfSession(c.get('db'), session));
    await next();
  };
}

export function chatDeps<E extends ChatEnv>(c: Context<E>, hub: ChatHub): ChatDeps {
  const vars = c.var as ChatEnv['Variables'];
  return { db: vars.db, hub, logger: vars.log, now: vars.now };
}
