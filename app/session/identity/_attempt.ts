import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { secureCookies } from '@/services/session-response';

/**
 * One identity verification attempt between its start and the service's callback: the state,
 * PKCE verifier and nonce the platform made, and the page's language. HttpOnly, ten minutes, sent
 * to /session/identity only, removed by the callback (as the social login attempt, decision 0015).
 */
export interface IdentityAttempt {
  state: string;
  verifier: string;
  nonce: string;
  language: LanguageSlug;
}

const cookieName = secureCookies ? '__Secure-identity_attempt' : 'identity_attempt';
const cookiePath = '/session/identity';

export function writeIdentityAttempt(response: NextResponse, attempt: IdentityAttempt): void {
  const value = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  response.cookies.set(cookieName, value, { path: cookiePath, httpOnly: true, secure: secureCookies, sameSite: 'lax', maxAge: 10 * 60 });
}

export function readIdentityAttempt(request: NextRequest): IdentityAttempt | null {
  const value = request.cookies.get(cookieName)?.value;
  if (!value || value.length > 3000) return null;
  try {
    const data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<IdentityAttempt>;
    const text = (field: unknown): field is string => typeof field === 'string' && field.length > 0 && field.length <= 500;
    if (!text(data.state) || !text(data.verifier) || !text(data.nonce) || !isLanguageSlug(data.language)) return null;
    return { state: data.state, verifier: data.verifier, nonce: data.nonce, language: data.language };
  } catch {
    return null;
  }
}

export function clearIdentityAttempt(response: NextResponse): void {
  response.cookies.set(cookieName, '', { path: cookiePath, httpOnly: true, secure: secureCookies, maxAge: 0 });
}
