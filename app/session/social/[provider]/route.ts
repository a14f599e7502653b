import { type NextRequest, NextResponse } from 'next/server';
import { isLanguageSlug } from '@/lib/languages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { socialAuthorizationSchema } from '@/lib/schemas/social';
import { isSocialType, socialCallbackPath, socialFailurePath } from '@/lib/social-login';
import { callPlatform } from '@/services/server-auth';
import { siteOfRequest } from '@/services/site-request';
import { privateRedirect, writeAttempt } from '../_lib/attempt-cookie';

export const dynamic = 'force-dynamic';

/**
 * GET /session/social/{provider}?redirect=&lang=: starts a social login. The platform makes the
 * provider's authorization URL with a fresh state, PKCE verifier and nonce, for this site's
 * callback; they wait in an HttpOnly cookie and the browser goes to the provider.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  if (!isSocialType(provider)) return new NextResponse(null, { status: 404 });
  const { country, origin } = siteOfRequest(request);
  const query = request.nextUrl.searchParams;
  const lang = query.get('lang');
  const language = isLanguageSlug(lang) ? lang : country.seoLanguage;
  const redirect = safeRedirectPath(query.get('redirect'));

  const answer = await callPlatform(request, {
    method: 'POST',
    path: '/auth/social/authorize',
    body: { social_type: provider, redirect_uri: `${origin}${socialCallbackPath(provider)}` },
  }).catch(() => null);
  const parsed = answer?.status === 200 && answer.body.code === 0 ? socialAuthorizationSchema.safeParse(answer.body.data) : null;
  if (!parsed?.success) {
    return privateRedirect(NextResponse.redirect(new URL(socialFailurePath(language, 'unavailable', provider, redirect), origin), 303));
  }
  const start = parsed.data;
  const response = NextResponse.redirect(start.authorization_url, 302);
  writeAttempt(
    response,
    { type: provider, state: start.state, verifier: start.code_verifier, nonce: start.nonce, redirect, language },
    { crossSitePost: start.response_mode === 'form_post' },
  );
  return privateRedirect(response);
}
