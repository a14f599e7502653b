import type { MiddlewareHandler } from 'hono';
import { hashToken } from '../auth/tokens';
import { revokedSessionId } from '../db/queries/chat-parties';
import type { AppEnv } from '../http/context';
import type { ChatHub } from './hub';

/**
 * Logging out tells the chat layer (core spec §4): once POST /auth/log-out has revoked a
 * session, that session's sockets get 'session:ended' and are disconnected on every platform
 * process, so a logged-out browser's socket closes even if its page does not.
 */
export function endChatOnLogout(hub: ChatHub): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || c.res.status !== 200) return;
    let named: unknown;
    try {
      named = JSON.parse((await c.req.text()) || '{}')?.session;
    } catch {
      named = undefined;
    }
    const token = typeof named === 'string' && named.length <= 200 ? named : c.get('sessionToken');
    if (!token) return;
    const sessionId = await revokedSessionId(c.get('db'), hashToken(token));
    if (sessionId !== undefined) hub.endSession(sessionId);
  };
}

/**
 * The same for sessions a request ended otherwise (a password or login email change, a password
 * reset: the route names them in `endedSessionIds`): their sockets close when it answers, on
 * every process, instead of at the next sweep (issue 30).
 */
export function endChatOfEndedSessions(hub: ChatHub): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 300) return;
    for (const id of c.get('endedSessionIds') ?? []) hub.endSession(id);
  };
}
