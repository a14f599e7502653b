import type { NextRequest } from 'next/server';
import { qrLoginPoll, qrLoginStart } from '../_lib/qr-login-actions';
import { BodyRefused, declaredTooLarge, envelopeResponse, forbidden, isSameSite, notFound } from '../_lib/session-answers';
import { expire, guest, logOut, passThrough, refreshUser, type SessionAction, signIn, verifyEmail } from '../_lib/session-actions';
import { serverError } from '@/lib/schemas/api-codes/generic';

/**
 * The session BFF (docs/decisions/0013): calls that create, change or end a session go through
 * here, so the token lives only in the HttpOnly `sessionid` cookie and never in a page's script.
 * Each answers the platform's envelope with the platform's status, minus the token.
 */
const actions: Record<string, SessionAction> = {
  register: signIn('/auth/register'),
  'quick-register': signIn('/data/users/register'),
  login: signIn('/auth/login'),
  'code-login': signIn('/auth/jobseekers/login'),
  guest,
  'log-out': logOut,
  expire,
  'verify-email': verifyEmail,
  'qr-login': qrLoginStart,
  'qr-login-poll': qrLoginPoll,
  'refresh-user': refreshUser,
  // /api/auth/* is closed to the browser (web/api-gate.ts): the account calls it needs are here.
  'send-code': passThrough('/auth/jobseekers/send-otp'),
  'reset-code': passThrough('/auth/reset-password/otp'),
  'verify-reset-code': passThrough('/auth/reset-password/verify-otp'),
  'reset-password': passThrough('/auth/reset-password'),
};

export const dynamic = 'force-dynamic';

export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
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
    // The web's own failure (an answer it could not read, a bug): the envelope, never an empty 500.
    console.error('session action failed', action, error);
    return envelopeResponse(500, { code: serverError, message: 'Internal server error', data: null });
  }
}
