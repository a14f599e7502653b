import type { NextRequest } from 'next/server';
import { parseWebEnv } from '@/lib/env';
import { handoffDecision, parseHandoffHosts } from '@/lib/handoff';
import { defaultLanguageSlug, isLanguageSlug } from '@/lib/languages';
import { parseUserCookie, sessionIdCookieName, userCookieName } from '@/lib/session-cookies';

const allowedHosts = parseHandoffHosts(parseWebEnv().HANDOFF_HOSTS);

export const dynamic = 'force-dynamic';

/**
 * /jobseeker-login-redirect?redirectUrl=… (core spec §2): hands a signed-in user to the
 * employer or resume-builder site with their session; only allow-listed hosts receive it
 * (lib/handoff.ts). The answer is per user, never cached.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ lang: string; country: string }> }) {
  const { lang } = await params;
  const language = isLanguageSlug(lang) ? lang : defaultLanguageSlug;
  const token = request.cookies.get(sessionIdCookieName)?.value ?? null;
  // A guest session is not a login: the `user` cookie says someone is signed in.
  const signedIn = token !== null && parseUserCookie(request.cookies.get(userCookieName)?.value) !== null;
  const redirectUrl = request.nextUrl.searchParams.get('redirectUrl');
  const decision = handoffDecision({
    redirectUrl,
    language,
    sessionId: signedIn ? token : null,
    allowedHosts,
    handoffPath: `/${language}/jobseeker-login-redirect?${new URLSearchParams(redirectUrl ? { redirectUrl } : {})}`,
  });
  // A relative Location keeps the visitor on the host they came in on (the internal URL holds the country).
  return new Response(null, {
    status: 302,
    headers: { Location: decision.location, 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
