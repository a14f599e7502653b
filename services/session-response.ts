import 'server-only';
import type { NextResponse } from 'next/server';
import { authExpiredCookieName, guestMarkerCookieName } from '@/lib/guest-session';
import { type CookieUser, encodeUserCookie, sessionCookieMaxAgeSeconds, sessionIdCookieName, userCookieName } from '@/lib/session-cookies';
import { sessionCookieNames } from '@/lib/session-events';
import type { SessionUser } from '@/lib/schemas/session';

/** Secure cookies in production (HTTPS), plain on http://*.localhost in development and tests. */
const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true';
export const secureCookies = secure;

/**
 * Saves a login on the response (core spec §4): the `user` cookie with the session-user fields,
 * readable by the page, and the token in `sessionid`, HttpOnly and SameSite=Lax, both 30 days.
 */
export function setSessionCookies(response: NextResponse, user: SessionUser, sessionToken: string): void {
  const common = { path: '/', sameSite: 'lax' as const, maxAge: sessionCookieMaxAgeSeconds, secure };
  response.cookies.set(sessionIdCookieName, sessionToken, { ...common, httpOnly: true });
  response.cookies.set(userCookieName, encodeUserCookie(user), { ...common, httpOnly: false });
}

/** Updates only the `user` cookie (e.g. after the email is verified). */
export function setUserCookie(response: NextResponse, user: SessionUser | CookieUser): void {
  response.cookies.set(userCookieName, encodeUserCookie(user), {
    path: '/',
    sameSite: 'lax',
    maxAge: sessionCookieMaxAgeSeconds,
    secure,
  });
}

/** Removes the named site-wide cookies (path /): an empty value that expires at once. */
export function clearCookies(response: NextResponse, names: readonly string[]): void {
  for (const name of names) response.cookies.set(name, '', { path: '/', maxAge: 0 });
}

/** Removes every cookie of a session (core spec §4, logout): user, experiment, sessionid, chat, resume reminder. */
export function clearSessionCookies(response: NextResponse): void {
  clearCookies(response, sessionCookieNames);
}

/**
 * Saves a guest session (core spec §4): the token HttpOnly like any session, and a readable
 * marker so the page knows not to ask for another.
 */
export function setGuestSessionCookie(response: NextResponse, sessionToken: string): void {
  const common = { path: '/', sameSite: 'lax' as const, maxAge: sessionCookieMaxAgeSeconds, secure };
  response.cookies.set(sessionIdCookieName, sessionToken, { ...common, httpOnly: true });
  response.cookies.set(guestMarkerCookieName, '1', { ...common, httpOnly: false });
}

/** Removes the guest marker and the expired mark: a real login replaces both. */
export function clearGuestMarkers(response: NextResponse): void {
  clearCookies(response, [guestMarkerCookieName, authExpiredCookieName]);
}
