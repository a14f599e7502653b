import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { guestSessionSchema, loginAnswerSchema } from '@/lib/schemas/auth';
import { sessionUserSchema } from '@/lib/schemas/session';
import { loginDestination } from '@/lib/login-outcome';
import { guestMarkerCookieName } from '@/lib/guest-session';
import { type CookieUser, cookieUserOf, parseUserCookie, sessionCookieMaxAgeSeconds, sessionIdCookieName, userCookieName } from '@/lib/session-cookies';
import { callPlatform, type PlatformAnswer, requestSite } from '@/services/server-auth';
import {
  clearGuestMarkers,
  clearSessionCookies,
  setGuestSessionCookie,
  setSessionCookies,
  clearCookies,
  secureCookies,
  setUserCookie,
} from '@/services/session-response';
import { badGateway, envelopeResponse, invalidBody, readJsonObject, success } from './session-answers';

export type SessionAction = (request: NextRequest) => Promise<NextResponse>;

const isOk = (status: number, code: number) => (status === 200 || status === 201) && code === 0;

/**
 * A call that may sign the user in (register, quick register, password or code login). On a
 * new session: the cookies are set and the answer carries the session user, whether the profile
 * must be updated, and where core spec §4 sends the user next, never the token. Any other
 * answer (the safety step, the choice of account, a failure) passes through with its status.
 */
export function signIn(
  platformPath: string,
  bodyOf: (request: NextRequest) => Promise<Record<string, unknown> | null> = readJsonObject,
): SessionAction {
  return async (request) => {
    const body = await bodyOf(request);
    if (!body) return invalidBody('body', 'Send a JSON object');
    const answer = await callPlatform(request, { method: 'POST', path: platformPath, body });
    const data = answer.body.data as Record<string, unknown> | null;
    const carriesSession = data !== null && typeof data === 'object' && ('session_id' in data || 'session' in data);
    if (!isOk(answer.status, answer.body.code) || !carriesSession) {
      return envelopeResponse(answer.status, { ...answer.body, data: withoutSecrets(data) });
    }
    const parsed = loginAnswerSchema.safeParse({ ...data, session_id: data.session_id ?? data.session });
    if (!parsed.success) return badGateway();
    const user = sessionUserSchema.parse(parsed.data);
    const { language } = requestSite(request);
    const destination = loginDestination(
      { ...user, is_profile_update_required: parsed.data.is_profile_update_required },
      language,
      request.nextUrl.searchParams.get('redirect'),
    );
    const response = envelopeResponse(answer.status, {
      code: 0,
      message: answer.body.message,
      data: { ...user, is_profile_update_required: parsed.data.is_profile_update_required, destination },
    });
    setSessionCookies(response, user, parsed.data.session_id);
    clearGuestMarkers(response);
    return response;
  };
}

/**
 * An account call that changes no cookie (send a login code, the reset-password steps): the
 * browser reaches `/auth/*` only through here (docs/decisions/0027), with the client address
 * the web decided, and the answer comes back as the platform gave it, minus anything secret.
 */
export function passThrough(platformPath: string): SessionAction {
  return async (request) => {
    const body = await readJsonObject(request);
    if (!body) return invalidBody('body', 'Send a JSON object');
    const answer = await callPlatform(request, { method: 'POST', path: platformPath, body });
    return envelopeResponse(answer.status, { ...answer.body, data: withoutSecrets(answer.body.data) });
  };
}

/** Guest login (core spec §4) when the browser holds no session yet; an existing one is kept. */
export const guest: SessionAction = async (request) => {
  const signedIn = parseUserCookie(request.cookies.get(userCookieName)?.value) !== null;
  if (request.cookies.get(sessionIdCookieName)?.value) {
    const response = success({ guest: !signedIn, created: false });
    if (!signedIn) {
      response.cookies.set(guestMarkerCookieName, '1', { path: '/', sameSite: 'lax', maxAge: sessionCookieMaxAgeSeconds, secure: secureCookies });
    }
    return response;
  }
  const deviceUuid = request.headers.get('device-uuid') ?? undefined;
  const answer = await callPlatform(request, {
    method: 'POST',
    path: '/auth/guest/login',
    body: { guest_role: 'jobseeker', ...(deviceUuid ? { device_uuid: deviceUuid } : {}) },
  });
  if (!isOk(answer.status, answer.body.code)) return envelopeResponse(answer.status, { ...answer.body, data: withoutSecrets(answer.body.data) });
  const parsed = guestSessionSchema.safeParse(answer.body.data);
  if (!parsed.success) return badGateway();
  const response = success({ guest: true, created: true });
  setGuestSessionCookie(response, parsed.data.session_id);
  return response;
};

/**
 * Log out (core spec §4): the platform ends the session, and every session cookie goes, even
 * when the platform could not be reached or the session had already ended.
 */
export const logOut: SessionAction = async (request) => {
  const answer = request.cookies.get(sessionIdCookieName)?.value
    ? await callPlatform(request, { method: 'POST', path: '/auth/log-out', body: { source: 'web' } })
    : { status: 200, body: { code: 0, message: 'Success', data: null } };
  // An already-ended session is as logged out as it gets.
  const status = answer.status === 401 ? 200 : answer.status;
  const body = answer.status === 401 ? { code: 0, message: 'Success', data: null } : { ...answer.body, data: null };
  const response = envelopeResponse(status, body);
  clearSessionCookies(response);
  clearGuestMarkers(response);
  return response;
};

/** After a 401 (core spec §8): the HttpOnly session cookie can only be removed by the server. */
export const expire: SessionAction = async () => {
  const response = success(null);
  clearSessionCookies(response);
  clearCookies(response, [guestMarkerCookieName]);
  return response;
};

/** Email verification with the emailed code; the `user` cookie then says the email is verified. */
export const verifyEmail: SessionAction = async (request) => {
  const code = request.nextUrl.searchParams.get('code') ?? '';
  const answer = await callPlatform(request, { method: 'GET', path: '/data/email/verify', params: { code } });
  return rewriteUserCookie(answer);
};

/**
 * Re-reads the account (GET /jobseeker/me) and rewrites the `user` cookie, after changes to
 * session-user fields such as is_profile_completed. The profile holds only some of them, so
 * they update the user the cookie already holds.
 */
export const refreshUser: SessionAction = async (request) => {
  const answer = await callPlatform(request, { method: 'GET', path: '/jobseeker/me', params: { source: 'web' } });
  return rewriteUserCookie(answer, parseUserCookie(request.cookies.get(userCookieName)?.value));
};

function rewriteUserCookie(answer: PlatformAnswer, current: CookieUser | null = null): NextResponse {
  if (!isOk(answer.status, answer.body.code)) {
    return envelopeResponse(answer.status, { ...answer.body, data: withoutSecrets(answer.body.data) });
  }
  const data = answer.body.data;
  const whole = sessionUserSchema.safeParse(data);
  const user = whole.success ? whole.data : current && data && typeof data === 'object' ? mergeSessionUser(current, data as Record<string, unknown>) : null;
  if (!user) return badGateway();
  const response = success(user);
  setUserCookie(response, user);
  return response;
}

/** The cookie user with every field the profile also holds (and holds in the same shape) taken from it. */
export function mergeSessionUser(current: CookieUser, profile: Record<string, unknown>): CookieUser {
  const merged: Record<string, unknown> = { ...current };
  for (const field of Object.keys(current)) {
    const schema = sessionUserSchema.shape[field as keyof typeof sessionUserSchema.shape];
    if (!schema || !(field in profile)) continue;
    const value = schema.safeParse(profile[field]);
    if (value.success) merged[field] = value.data;
  }
  // Whether there is an email, never the address itself (issue 30).
  if ('email' in profile) merged.has_email = typeof profile.email === 'string' && profile.email !== '';
  return cookieUserOf(merged as CookieUser);
}

/** Nothing that names a session leaves the BFF, whatever the platform put in a passed-through answer. */
function withoutSecrets(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data ?? null;
  const { session_id: _sessionId, session: _session, ...rest } = data as Record<string, unknown>;
  return rest;
}
