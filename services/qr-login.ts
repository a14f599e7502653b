import type { AxiosInstance } from 'axios';
import { type QrLoginRequestFacts, type QrLoginShown, qrLoginConfirmedSchema, qrLoginRequestFactsSchema, qrLoginShownSchema } from '@/lib/schemas/qr-login';
import { readOutcome, type SignedIn } from './auth';
import { unwrap } from './http-base';
import { guestSessionSettled, quietApiClient, sessionClient } from './session-lifecycle';

/**
 * QR code login from the waiting browser (docs/decisions/0044), through the session BFF: the
 * browser's secret stays in an HttpOnly cookie; the page sees the QR code and the outcome. Only the
 * lazily loaded QR panel imports this module, so get-started's first load carries none of it.
 */

/** A new QR code (and a new request): the SVG to show, its text, and when it expires. */
export async function showQrLogin(http = sessionClient()): Promise<QrLoginShown> {
  await guestSessionSettled();
  const response = await http.post('/qr-login', {});
  return unwrap(qrLoginShownSchema, response.data);
}

/** Has the app confirmed it? Pending, or signed in (the cookies are set) with where to go next. */
export async function pollQrLogin(redirect: string | null, http = sessionClient()): Promise<{ kind: 'pending' } | SignedIn> {
  const response = await http.post('/qr-login-poll', {}, redirect ? { params: { redirect } } : undefined);
  const data = (response.data as { data?: { status?: unknown } } | null)?.data;
  if (data?.status === 'pending') return { kind: 'pending' };
  const outcome = await readOutcome(response.data);
  if (outcome.kind !== 'signed-in') throw new Error('QR login answered without a session');
  return outcome;
}

/** The signed-in side: what a scanned request is (fixed labels, site, time) before confirming it. */
export async function describeQrLoginRequest(code: string, http: AxiosInstance): Promise<QrLoginRequestFacts> {
  const response = await http.post('/auth/qr-login/describe', { code });
  return unwrap(qrLoginRequestFactsSchema, response.data);
}

/** The signed-in side confirms: the waiting browser is then logged in to this account. */
export async function confirmQrLoginRequest(code: string, http = quietApiClient()) {
  const response = await http.post('/auth/qr-login/confirm', { code });
  return unwrap(qrLoginConfirmedSchema, response.data);
}
