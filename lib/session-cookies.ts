import type { SessionUser } from './schemas/session';

/** The readable cookie holding the session user (core spec §3); never a token. */
export const userCookieName = 'user';
/** The HttpOnly cookie holding the opaque session token. */
export const sessionIdCookieName = 'sessionid';
/** Both live 30 days (core spec §9). */
export const sessionCookieDays = 30;
export const sessionCookieMaxAgeSeconds = sessionCookieDays * 24 * 60 * 60;

/** The `user` cookie's value: the session user as JSON (the cookie layer URL-encodes it). */
export function encodeUserCookie(user: SessionUser): string {
  return JSON.stringify(user);
}

/**
 * The session user in a `user` cookie, or null when it is absent or not one. Checked by hand
 * (not zod) because the header reads it on every page (docs/decisions/0008).
 */
export function parseUserCookie(value: string | undefined | null): SessionUser | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    try {
      data = JSON.parse(decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const user = data as Partial<SessionUser>;
  if (typeof user.id !== 'number' || typeof user.first_name !== 'string' || typeof user.last_name !== 'string') return null;
  if (typeof user.is_profile_completed !== 'boolean' || typeof user.active_key !== 'number') return null;
  return user as SessionUser;
}
