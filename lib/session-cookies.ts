import type { SessionUser } from './schemas/session';

/** The readable cookie holding the signed-in user's display facts (core spec §3); never a token. */
export const userCookieName = 'user';
/** The HttpOnly cookie holding the opaque session token. */
export const sessionIdCookieName = 'sessionid';
/** Both live 30 days (core spec §9). */
export const sessionCookieDays = 30;
export const sessionCookieMaxAgeSeconds = sessionCookieDays * 24 * 60 * 60;

/**
 * What pages read from the `user` cookie: who is signed in, the name and avatar the header
 * shows, and the flags that route them (profile completion, email verification). Any script on
 * the page can read this cookie, so the email and phone number stay out (issue 30); a page that
 * shows them loads them from the API.
 */
const keptFields = [
  'id',
  'active_key',
  'first_name',
  'last_name',
  'avatar',
  'is_email_verify',
  'is_mobile_verified',
  'is_profile_completed',
  'is_new_account',
  'chat_flow',
] as const satisfies readonly (keyof SessionUser)[];

export type CookieUser = Pick<SessionUser, (typeof keptFields)[number]> & {
  /** Whether the account has an email (the menu offers "verify email" then), without the address. */
  has_email: boolean;
};

/** The cookie's share of a session user, or of a cookie user (kept as it is). */
export function cookieUserOf(user: SessionUser | CookieUser): CookieUser {
  const kept = Object.fromEntries(keptFields.map((field) => [field, user[field]])) as Pick<SessionUser, (typeof keptFields)[number]>;
  const hasEmail = 'has_email' in user ? user.has_email : Boolean((user as SessionUser).email);
  return { ...kept, has_email: hasEmail };
}

/** The `user` cookie's value: the cookie user as JSON (the cookie layer URL-encodes it). */
export function encodeUserCookie(user: SessionUser | CookieUser): string {
  return JSON.stringify(cookieUserOf(user));
}

/**
 * The cookie user in a `user` cookie, or null when it is absent or not one. Checked by hand
 * (not zod) because the header reads it on every page (docs/decisions/0008). A cookie written
 * before issue 30 (the whole session user) is read down to the same fields.
 */
export function parseUserCookie(value: string | undefined | null): CookieUser | null {
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
  const user = data as Partial<SessionUser & CookieUser>;
  if (typeof user.id !== 'number' || typeof user.first_name !== 'string' || typeof user.last_name !== 'string') return null;
  if (typeof user.is_profile_completed !== 'boolean' || typeof user.active_key !== 'number') return null;
  return cookieUserOf({
    ...(user as SessionUser),
    avatar: typeof user.avatar === 'string' ? user.avatar : null,
    has_email: typeof user.has_email === 'boolean' ? user.has_email : typeof user.email === 'string' && user.email !== '',
  });
}
