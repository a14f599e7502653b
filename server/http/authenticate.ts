import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type ResolvedSession, resolveSession, type SessionRole } from '../auth/sessions';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import * as apiCode from '@/lib/schemas/api-codes';

/** The cookie the web app keeps the session in (HttpOnly); the Next rewrite forwards it. */
export const sessionCookieName = 'sessionid';
/** The development recruiter page's session (Role-Id 2), so a seeker and a recruiter can share one browser. */
export const recruiterSessionCookieName = 'recruiter_sessionid';

/** The side a request says it speaks for (Role-Id 1 seeker, 2 recruiter); null when absent or unknown. */
export function roleFromHeader(value: string | undefined): SessionRole | null {
  if (value === '1') return 'jobseeker';
  if (value === '2') return 'recruiter';
  return null;
}

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
    const cookie = roleFromHeader(c.req.header('role-id')) === 'recruiter' ? recruiterSessionCookieName : sessionCookieName;
    const token = sessionToken(c.req.header('authorization'), getCookie(c, cookie));
    c.set('sessionToken', token);
    c.set('session', token ? await resolveSession(c.get('db'), token, c.get('now')) : null);
    await next();
  };
}

/** The signed-in user's id; a missing, expired, revoked or guest session is a 401 (40003). */
export function currentUserId(session: ResolvedSession | null): number {
  if (session?.kind !== 'user' || session.userId === null) {
    throw new AppError(apiCode.noCredentials);
  }
  return session.userId;
}

/**
 * The platform derives the side from the session; a Role-Id header that says otherwise is a 403
 * (40005), never a silent switch (issue 10).
 */
export function assertRoleHeader(session: ResolvedSession | null, header: string | undefined): void {
  const claimed = roleFromHeader(header);
  if (session && claimed && claimed !== session.role) throw new AppError(apiCode.noPermission);
}

/** Guards a seeker's route (a recruiter's session is refused, 40005); handlers then read `c.get('userId')`. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    assertRoleHeader(session, c.req.header('role-id'));
    if (session?.role === 'recruiter') throw new AppError(apiCode.noPermission);
    c.set('userId', currentUserId(session));
    await next();
  };
}
