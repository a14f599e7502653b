import { type NextRequest, NextResponse } from 'next/server';
import { identityCallbackPath, identityCountryKey, identityPagePath, identityResultOfCode, identityResultPath } from '@/lib/identity-verification';
import { isLanguageSlug } from '@/lib/languages';
import { identityAuthorizationSchema } from '@/lib/schemas/identity-verification';
import { callPlatform } from '@/services/server-auth';
import { siteOfRequest } from '@/services/site-request';
import { privateRedirect } from '../social/_lib/attempt-cookie';
import { writeIdentityAttempt } from './_attempt';

export const dynamic = 'force-dynamic';

/**
 * GET /session/identity?lang=: starts an identity verification (Singapore only). The platform
 * makes the national digital ID service's authorization URL for this site's callback; the
 * attempt's secrets wait in an HttpOnly cookie and the browser goes to the service.
 */
export async function GET(request: NextRequest) {
  const { country, origin } = siteOfRequest(request);
  const lang = request.nextUrl.searchParams.get('lang');
  const language = isLanguageSlug(lang) ? lang : country.seoLanguage;
  const leave = (path: string) => privateRedirect(NextResponse.redirect(new URL(path, origin), 303));
  if (country.key !== identityCountryKey) return new NextResponse(null, { status: 404 });

  const answer = await callPlatform(request, {
    method: 'POST',
    path: '/jobseeker/identity-verification/authorize',
    body: { redirect_uri: `${origin}${identityCallbackPath}` },
  }).catch(() => null);
  if (answer?.status === 401) return leave(`/${language}/get-started?redirect=${encodeURIComponent(`/${language}${identityPagePath}`)}`);
  const parsed = answer?.status === 200 && answer.body.code === 0 ? identityAuthorizationSchema.safeParse(answer.body.data) : null;
  if (!parsed?.success) return leave(identityResultPath(language, answer ? identityResultOfCode(answer.status, answer.body.code) : 'unavailable'));
  const start = parsed.data;
  const response = NextResponse.redirect(start.authorization_url, 302);
  writeIdentityAttempt(response, { state: start.state, verifier: start.code_verifier, nonce: start.nonce, language });
  return privateRedirect(response);
}
