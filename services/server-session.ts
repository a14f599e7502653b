import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { type CookieUser, parseUserCookie, sessionIdCookieName, userCookieName } from '@/lib/session-cookies';
import { serverHttp } from './server';

export interface ServerSession {
  /** The opaque token from the HttpOnly `sessionid` cookie. */
  token: string;
  /** The session user from the `user` cookie, when present and well-formed. */
  user: CookieUser | null;
}

/**
 * The visitor's session, read from the request cookies. Reading cookies makes the page
 * dynamic: only per-user pages (My Jobs, profile, onsite jobs) call this.
 */
export async function readSession(): Promise<ServerSession | null> {
  const jar = await cookies();
  const token = jar.get(sessionIdCookieName)?.value;
  if (!token) return null;
  return { token, user: parseUserCookie(jar.get(userCookieName)?.value) };
}

/** The session, or a redirect to get-started that brings the visitor back to `returnTo`. */
export async function requireSession(language: LanguageSlug, returnTo: string): Promise<ServerSession> {
  const session = await readSession();
  if (!session?.user) redirect(`/${language}/get-started?redirect=${encodeURIComponent(returnTo)}`);
  return session;
}

/** The server axios instance speaking for the signed-in visitor. */
export function sessionHttp(site: { country: CountryKey; language: LanguageSlug }, session: ServerSession) {
  return serverHttp({ country: site.country, language: site.language, device: 'web', session: session.token });
}
