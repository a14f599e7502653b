import { type NextRequest, NextResponse } from 'next/server';
import { languageBySlug } from '@/lib/languages';
import { loginDestination } from '@/lib/login-outcome';
import { loginAnswerSchema } from '@/lib/schemas/auth';
import { sessionUserSchema } from '@/lib/schemas/session';
import { isSocialType, type SocialLoginError, socialCallbackPath, socialFailurePath } from '@/lib/social-login';
import { callPlatform, type PlatformAnswer } from '@/services/server-auth';
import { clearGuestMarkers, setSessionCookies } from '@/services/session-response';
import { siteOfRequest } from '@/services/site-request';
import { clearAttempt, privateRedirect, readAttempt } from '../../_lib/attempt-cookie';
import { declaredTooLarge } from '../../../_lib/session-answers';
import { accountSuspended, accountSuspendedByAdmin, accountSuspendedOnLogin, emailTaken as emailTakenCode, newEmailTaken } from '@/lib/schemas/api-codes/account';

export const dynamic = 'force-dynamic';

const suspendedCodes = new Set<number>([accountSuspended, accountSuspendedOnLogin, accountSuspendedByAdmin]);
const emailTakenCodes = new Set<number>([emailTakenCode, newEmailTaken]);

/** What the user is told when the platform refused the login. */
function failureOf(answer: PlatformAnswer | null): SocialLoginError {
  if (!answer || answer.status >= 500) return 'unavailable';
  if (suspendedCodes.has(answer.body.code)) return 'suspended';
  if (emailTakenCodes.has(answer.body.code)) return 'emailTaken';
  return 'failed';
}

/**
 * The provider sent the user back (a GET, or Apple's form POST): the attempt's state must match
 * the one this browser started; the platform exchanges the code (with the verifier and nonce),
 * and the session cookies are set as for any login, never showing the token to the page. The
 * user lands where core spec §4 sends them; a failure goes back to get-started, which says why.
 */
async function complete(request: NextRequest, provider: string, received: URLSearchParams): Promise<NextResponse> {
  if (!isSocialType(provider)) return new NextResponse(null, { status: 404 });
  const { country, origin } = siteOfRequest(request);
  const attempt = readAttempt(request);
  const language = attempt?.language ?? country.seoLanguage;
  const redirect = attempt?.redirect ?? null;
  const leave = (path: string) => {
    const response = NextResponse.redirect(new URL(path, origin), 303);
    clearAttempt(response);
    return privateRedirect(response);
  };
  const fail = (error: SocialLoginError) => leave(socialFailurePath(language, error, provider, redirect));

  if (!attempt || attempt.type !== provider || received.get('state') !== attempt.state) return fail('expired');
  if (received.has('error')) return fail(received.get('error') === 'access_denied' ? 'cancelled' : 'failed');
  if (!received.get('code')) return fail('failed');

  const answer = await callPlatform(request, {
    method: 'POST',
    path: '/auth/jobseekers/social-login',
    body: {
      social_type: provider,
      callback_url: `${origin}${socialCallbackPath(provider)}?${received}`,
      code_verifier: attempt.verifier,
      state: attempt.state,
      nonce: attempt.nonce ?? undefined,
      language_code: languageBySlug(language).code,
      source: 'web',
    },
  }).catch(() => null);
  if (answer?.status !== 200 || answer.body.code !== 0) return fail(failureOf(answer));
  const login = loginAnswerSchema.safeParse(answer.body.data);
  if (!login.success) return fail('unavailable');

  const user = sessionUserSchema.parse(login.data);
  const response = leave(loginDestination({ ...user, is_profile_update_required: login.data.is_profile_update_required }, language, redirect));
  setSessionCookies(response, user, login.data.session_id);
  clearGuestMarkers(response);
  return response;
}

type Params = { params: Promise<{ provider: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  return complete(request, (await params).provider, request.nextUrl.searchParams);
}

/** response_mode=form_post (Apple): the same parameters in a urlencoded body. */
export async function POST(request: NextRequest, { params }: Params) {
  const tooLarge = declaredTooLarge(request);
  if (tooLarge) return tooLarge;
  const received = new URLSearchParams();
  const form = await request.formData().catch(() => null);
  for (const [name, value] of form?.entries() ?? []) {
    if (typeof value === 'string') received.append(name, value);
  }
  return complete(request, (await params).provider, received);
}
