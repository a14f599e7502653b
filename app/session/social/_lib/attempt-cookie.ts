import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import type { SocialType } from '@/lib/schemas/auth';
import { isSocialType } from '@/lib/social-login';

/**
 * One social login attempt, between the start and the provider's callback: the state, PKCE
 * verifier and nonce the platform made for it, where the user goes afterwards and in which
 * language. HttpOnly (no script reads the verifier), ten minutes, removed by the callback.
 */
export interface SocialAttempt {
  type: SocialType;
  state: string;
  verifier: string;
  nonce: string | null;
  redirect: string | null;
  language: LanguageSlug;
}

/** Secure in production (HTTPS), as the session cookies (services/session-response.ts). */
const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true';
/**
 * `__Host-` where cookies are secure: the browser then accepts it only from this very host, so
 * a sibling site cannot plant an attempt of its own (login CSRF by cookie tossing).
 */
const cookieName = secure ? '__Host-social_attempt' : 'social_attempt';
const maxAgeSeconds = 10 * 60;

export function writeAttempt(response: NextResponse, attempt: SocialAttempt, options: { crossSitePost: boolean }): void {
  const value = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  // A provider that answers with a cross-site form POST (Apple) gets the cookie only with
  // SameSite=None, which browsers accept on secure cookies only.
  const sameSite = options.crossSitePost && secure ? 'none' : 'lax';
  response.cookies.set(cookieName, value, { path: '/', httpOnly: true, secure, sameSite, maxAge: maxAgeSeconds });
}

export function readAttempt(request: NextRequest): SocialAttempt | null {
  const value = request.cookies.get(cookieName)?.value;
  if (!value || value.length > 4000) return null;
  try {
    const data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SocialAttempt>;
    const text = (field: unknown) => typeof field === 'string' && field.length > 0 && field.length <= 2000;
    if (!isSocialType(data.type) || !text(data.state) || !text(data.verifier) || !isLanguageSlug(data.language)) return null;
    return {
      type: data.type,
      state: data.state as string,
      verifier: data.verifier as string,
      nonce: text(data.nonce) ? (data.nonce as string) : null,
      redirect: text(data.redirect) ? (data.redirect as string) : null,
      language: data.language,
    };
  } catch {
    return null;
  }
}

export function clearAttempt(response: NextResponse): void {
  response.cookies.set(cookieName, '', { path: '/', httpOnly: true, secure, maxAge: 0 });
}

/** Nothing here may be cached, and the provider's URL (with its code) is never sent as a referrer. */
export function privateRedirect(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}
