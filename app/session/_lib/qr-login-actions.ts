import 'server-only';
import type { NextRequest } from 'next/server';
import { renderSVG } from 'uqr';
import { qrLoginCreatedSchema, qrLoginRedeemWindowSeconds, qrLoginTtlSeconds, qrLoginUriPrefix, type QrLoginShown } from '@/lib/schemas/qr-login';
import { sessionIdCookieName } from '@/lib/session-cookies';
import { callPlatform } from '@/services/server-auth';
import { secureCookies } from '@/services/session-response';
import { type SessionAction, signIn } from './session-actions';
import { badGateway, envelopeResponse, success } from './session-answers';
import { qrCodeExpired } from '@/lib/schemas/api-codes/identity';

/**
 * QR code login on the web (docs/decisions/0044). The waiting browser's secret lives only in this
 * HttpOnly cookie, sent to /session/* alone: the page script never sees it, and someone who only
 * saw the QR code (which holds the other half, the code) cannot collect the session.
 */
const cookieName = 'qr_login';
const cookiePath = '/session';

/** POST /session/qr-login: a new request; answers the QR code as SVG, drawn here (no script for it in the page). */
export const qrLoginStart: SessionAction = async (request) => {
  const answer = await callPlatform(request, { method: 'POST', path: '/auth/qr-login/create', body: {} });
  if (answer.status !== 200 || answer.body.code !== 0) return envelopeResponse(answer.status, { ...answer.body, data: answer.body.data ?? null });
  const created = qrLoginCreatedSchema.safeParse(answer.body.data);
  if (!created.success) return badGateway();
  const text = `${qrLoginUriPrefix}${created.data.code}`;
  const shown: QrLoginShown = {
    svg: renderSVG(text, { border: 2, pixelSize: 8 }),
    text,
    expires_at: created.data.expires_at,
    expires_in: created.data.expires_in,
  };
  const response = success(shown);
  response.cookies.set(cookieName, created.data.browser_secret, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies,
    maxAge: qrLoginTtlSeconds + qrLoginRedeemWindowSeconds,
  });
  return response;
};

const redeem = signIn('/auth/qr-login/redeem', async (request: NextRequest) => {
  const secret = request.cookies.get(cookieName)?.value;
  return { browser_secret: secret ?? '', source: request.headers.get('device') === 'mobile_web' ? 'mobile_web' : 'web' };
});

/**
 * POST /session/qr-login-poll: still waiting ({status: 'pending'}), or signed in as the app's
 * user (the session cookies set as by every login), or refused (expired 41600, used 41601).
 */
export const qrLoginPoll: SessionAction = async (request) => {
  if (!request.cookies.get(cookieName)?.value) {
    return envelopeResponse(410, { code: qrCodeExpired, message: 'This QR code has expired. Refresh it to get a new one', data: null });
  }
  const response = await redeem(request);
  const finished = response.status !== 200 || response.cookies.get(sessionIdCookieName) !== undefined;
  if (finished) response.cookies.set(cookieName, '', { path: cookiePath, httpOnly: true, secure: secureCookies, maxAge: 0 });
  return response;
};
