import { type NextRequest, NextResponse } from 'next/server';
import { type IdentityResult, identityCallbackPath, identityPagePath, identityResultOfCode, identityResultPath } from '@/lib/identity-verification';
import { callPlatform } from '@/services/server-auth';
import { siteOfRequest } from '@/services/site-request';
import { privateRedirect } from '../../social/_lib/attempt-cookie';
import { clearIdentityAttempt, readIdentityAttempt } from '../_attempt';
import { identityVerificationFailed } from '@/lib/schemas/api-codes/identity';

export const dynamic = 'force-dynamic';

/**
 * The national digital ID service sent the user back: the state must be the one this browser
 * started; the platform exchanges the code (verifier and nonce checked), compares the registered
 * name with the profile and stores the verification. The page then says how it ended.
 */
export async function GET(request: NextRequest) {
  const { country, origin } = siteOfRequest(request);
  const received = request.nextUrl.searchParams;
  const attempt = readIdentityAttempt(request);
  const language = attempt?.language ?? country.seoLanguage;
  const leave = (path: string) => {
    const response = NextResponse.redirect(new URL(path, origin), 303);
    clearIdentityAttempt(response);
    return privateRedirect(response);
  };
  const end = (result: IdentityResult) => leave(identityResultPath(language, result));

  if (!attempt || received.get('state') !== attempt.state) return end('expired');
  if (received.has('error')) return end(received.get('error') === 'access_denied' ? 'cancelled' : 'failed');
  if (!received.get('code')) return end('failed');

  const answer = await callPlatform(request, {
    method: 'POST',
    path: '/jobseeker/identity-verification/complete',
    body: { callback_url: `${origin}${identityCallbackPath}?${received}`, state: attempt.state, code_verifier: attempt.verifier, nonce: attempt.nonce },
  }).catch(() => null);
  if (!answer) return end('unavailable');
  if (answer.status === 401 && answer.body.code !== identityVerificationFailed) {
    return leave(`/${language}/get-started?redirect=${encodeURIComponent(`/${language}${identityPagePath}`)}`);
  }
  if (answer.status !== 200 || answer.body.code !== 0) return end(identityResultOfCode(answer.status, answer.body.code));
  return end('verified');
}
