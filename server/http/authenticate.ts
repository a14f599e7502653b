import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ResolvedSession, resolveSession } from '../auth/sessions';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** The cookie the web app keeps the session in (HttpOnly); the Next rewrite forwards it. */
export const sessionCookieName = 'sessionid';

/** The session token of a request: `Authorization: Bearer …`, else the `sessionid` cookie. */
export function sessionToken(authorization: string | undefined, cookie: string | undefined): string | null {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? cookie;
  return token && token.length <= 200 ? token : null;
}

/**
 * Resolves the caller's session once per request: `c.get('session')` is the live session or
 * null. Public routes ignore it; `requireUser()` turns its absence into a 401.
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionToken(c.req.header('authorization'), getCookie(c, sessionCookieName));
    c.set('sessionToken', token);
    c.set('session', token ? await resolveSession(c.get('db'), token, c.get('now')) : null);
    await next();
  };
}

/** The signed-in user's id; a missing, expired, revoked or guest session is a 401 (40003). */
export function currentUserId(session: ResolvedSession | null): number {
  if (!session || session.kind !== 'user' || session.userId === null) {
    throw new AppError(40003);
  }
  return session.userId;
}

/** Guards a route for signed-in users; handlers then read `c.get('userId')`. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('userId', currentUserId(c.get('session')));
    await next();
  };
}
