import 'server-only';
import type { AxiosInstance } from 'axios';
import type { NextRequest } from 'next/server';
import { clientOfRequest } from './client-of-request';
import { findCountry } from '@/lib/countries';
import { findLanguage, type LanguageSlug } from '@/lib/languages';
import { devMailboxSchema } from '@/lib/schemas/auth';
import { sessionIdCookieName } from '@/lib/session-cookies';
import { ApiError, noResponseStatus } from './api-error';
import { type Device, unwrap } from './http-base';
import { serverHttp } from './server';
import { siteOfRequest } from './site-request';
import { serverError } from '@/lib/schemas/api-codes/generic';

/** The platform's envelope, as the BFF passes it on. */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** A platform answer: its HTTP status and envelope, mirrored to the browser. */
export interface PlatformAnswer {
  status: number;
  body: Envelope;
}

export interface PlatformCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  params?: Record<string, string>;
}

/**
 * Who the browser said it is: the site comes from the host (as the middleware decides it),
 * the language from the Language-Id header the browser client sends, then the country's own.
 */
export function requestSite(request: NextRequest): { country: ReturnType<typeof siteOfRequest>['country']; language: LanguageSlug } {
  const { country } = siteOfRequest(request);
  const language = findLanguage(request.headers.get('language-id'))?.slug ?? country.seoLanguage;
  return { country, language };
}

/**
 * Calls the platform for a /session/* request: the browser's context headers (device, its
 * uuid, country, language) and the session token from the HttpOnly cookie, which the browser
 * cannot read. Any answer, success or failure, comes back as status + envelope.
 */
export async function callPlatform(request: NextRequest, call: PlatformCall): Promise<PlatformAnswer> {
  const { country, language } = requestSite(request);
  const headerCountry = findCountry(request.headers.get('country-id'));
  const device: Device = request.headers.get('device') === 'mobile_web' ? 'mobile_web' : 'web';
  const deviceUuid = request.headers.get('device-uuid') ?? request.cookies.get('device_uuid')?.value;
  const http = serverHttp({
    country: headerCountry?.key ?? country.key,
    language,
    device,
    deviceUuid: deviceUuid && deviceUuid.length <= 100 ? deviceUuid : undefined,
    session: request.cookies.get(sessionIdCookieName)?.value || undefined,
  });
  // The platform's limits count per client address: the one address the web decided from the
  // socket (web-server/client-address.ts), replacing whatever the client sent, as on the /api rewrite.
  // Without this process's stamp nothing is passed on, and the platform counts the web server.
  const client = clientOfRequest(request.headers);
  const headers: Record<string, string> = {};
  if (client?.address) headers['X-Forwarded-For'] = client.address;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['User-Agent'] = userAgent;
  try {
    const response = await http.request({ method: call.method, url: call.path, data: call.body, params: call.params, headers });
    return { status: response.status, body: asEnvelope(response.data) };
  } catch (raw) {
    if (!(raw instanceof ApiError)) throw raw;
    // No answer at all (timeout, platform down): a gateway failure, said in the platform's words.
    const status = raw.status === noResponseStatus ? 502 : raw.status;
    return { status, body: { code: raw.code, message: raw.message, data: raw.data ?? null } };
  }
}

function asEnvelope(value: unknown): Envelope {
  const body = (value ?? {}) as Partial<Envelope>;
  return {
    code: typeof body.code === 'number' ? body.code : serverError,
    message: typeof body.message === 'string' ? body.message : 'Unexpected answer from the platform',
    data: body.data ?? null,
  };
}

/** GET /dev/mailbox?to= (development only; the platform answers 404 in production). */
export async function getDevMailbox(http: AxiosInstance, to: string | null) {
  const response = await http.get('/dev/mailbox', { params: to ? { to, limit: 50 } : { limit: 50 } });
  return unwrap(devMailboxSchema, response.data);
}
