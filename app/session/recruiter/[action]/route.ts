import type { NextRequest, NextResponse } from 'next/server';
import { isDevSurfaceRequest } from '@/web/dev-surface';
import { recruiterSessionCookieName, recruiterUserCookieName } from '@/lib/recruiter-session';
import { recruiterLoginAnswerSchema, recruiterLoginBodySchema } from '@/lib/schemas/recruiter';
import { sessionCookieMaxAgeSeconds } from '@/lib/session-cookies';
import { ApiError, noResponseStatus } from '@/services/api-error';
import { recruiterRoleId } from '@/services/http';
import { requestSite } from '@/services/server-auth';
import { serverHttp } from '@/services/server';
import { clearCookies, secureCookies } from '@/services/session-response';
import {
  BodyRefused,
  badGateway,
  declaredTooLarge,
  envelopeResponse,
  forbidden,
  invalidBody,
  isSameSite,
  notFound,
  readJsonObject,
  success,
} from '../../_lib/session-answers';
import { personName } from '@/lib/person-name';

export const dynamic = 'force-dynamic';

function platform(request: NextRequest, session?: string) {
  const { country, language } = requestSite(request);
  return serverHttp({ country: country.key, language, device: 'web', roleId: recruiterRoleId, session });
}

function failure(error: unknown): NextResponse {
  if (!(error instanceof ApiError)) throw error;
  const status = error.status === noResponseStatus ? 502 : error.status;
  return envelopeResponse(status, { code: error.code, message: error.message, data: error.data ?? null });
}

/** POST /auth/recruiters/login with Role-Id 2; the token goes into the HttpOnly recruiter cookie, never to the page. */
async function logIn(request: NextRequest): Promise<NextResponse> {
  const parsed = recruiterLoginBodySchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return invalidBody(String(parsed.error.issues[0]?.path[0] ?? 'body'), parsed.error.issues[0]?.message ?? 'Send a JSON object');
  let answer: unknown;
  try {
    answer = (await platform(request).post('/auth/recruiters/login', parsed.data)).data;
  } catch (error) {
    return failure(error);
  }
  const login = recruiterLoginAnswerSchema.safeParse((answer as { data?: unknown } | null)?.data);
  if (!login.success) return badGateway();
  const user = { id: login.data.recruiter.id, company_name: login.data.recruiter.company_name, name: personName(login.data.first_name, login.data.last_name) };
  const response = success(user);
  const common = { path: '/', sameSite: 'lax' as const, maxAge: sessionCookieMaxAgeSeconds, secure: secureCookies };
  response.cookies.set(recruiterSessionCookieName, login.data.session_id, { ...common, httpOnly: true });
  response.cookies.set(recruiterUserCookieName, JSON.stringify(user), { ...common, httpOnly: false });
  return response;
}

/** Ends the recruiter's session on the platform; the cookies go whatever it answers. */
async function logOut(request: NextRequest): Promise<NextResponse> {
  const token = request.cookies.get(recruiterSessionCookieName)?.value;
  if (token) await platform(request, token).post('/auth/log-out', { source: 'web' }).catch(() => undefined);
  const response = success(null);
  clearCookies(response, [recruiterSessionCookieName, recruiterUserCookieName]);
  return response;
}

const actions: Record<string, (request: NextRequest) => Promise<NextResponse>> = { login: logIn, 'log-out': logOut };

/**
 * `/session/recruiter/{login,log-out}`: the development recruiter page's session BFF. Like the
 * page, it exists only in a local run and for this machine's browser (web/dev-surface.ts).
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  if (!isDevSurfaceRequest(request)) return notFound();
  const { action } = await params;
  const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!run) return notFound();
  if (!isSameSite(request)) return forbidden();
  const tooLarge = declaredTooLarge(request);
  if (tooLarge) return tooLarge;
  try {
    return await run(request);
  } catch (error) {
    if (error instanceof BodyRefused) return error.response;
    throw error;
  }
}
