import { NextResponse } from 'next/server';
import { bodyTooLargeMessage, languageOfHeader } from '@/i18n/request-limits';
import { declaredBodyBytes, requestLimits } from '@/lib/request-limits';
import { jsonAnswerHeaders } from '@/lib/json-answer-headers';
import { noPermission, notFound, validationFailed } from '@/lib/schemas/api-codes/generic';

/**
 * The browser's door to the platform, `/api/*` (rewritten to API_URL by next.config.ts), as the
 * middleware checks it before the rewrite (docs/decisions/0027). Edge-safe: no Node APIs.
 *
 * - `/api/auth/*` is closed: session calls go through `/session/*`, which keeps the token in an
 *   HttpOnly cookie, so no page script ever receives a session id.
 * - `/api/dev/*` is closed: development surfaces never answer through a proxy.
 * - A state-changing request (anything but GET, HEAD, OPTIONS) must come from this site's own
 *   pages: `Sec-Fetch-Site: same-origin`, or, from browsers without it, an `Origin` naming this
 *   host. A request with neither is refused too (only non-browser clients omit both, and those
 *   call the platform directly).
 * - Its body must be JSON; multipart only on the upload routes; none at all is fine. A form on
 *   another site can send text/plain or url-encoded bodies without asking the browser first.
 * - socket.io's long-polling POSTs (text/plain, Engine.IO framing) keep their content type but
 *   still need the same origin; its websocket upgrade is a GET and passes untouched.
 * - A body declared larger than the platform accepts is a 413 here, in the caller's language,
 *   and never reaches the proxy (docs/decisions/0061).
 */
const closedPrefixes = ['/api/auth/', '/api/dev/'];
const uploadPaths = new Set([
  '/api/jobseeker/resume/upload',
  '/api/jobseeker/upload-avatar',
  '/api/jobseeker/license-certifications/upload-attachment',
  '/api/jobseeker/video_resume/upload_v1',
  '/api/jobseeker/video-resumes/upload-video-cover',
]);
// The client asks for the path without its trailing slash (addTrailingSlash: false).
const socketPath = '/api/socket.io';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function envelope(status: number, code: number, message: string, data: unknown = null): NextResponse {
  return NextResponse.json({ code, message, data }, { status, headers: { 'Cache-Control': 'no-store', ...jsonAnswerHeaders } });
}

/** The API's answer to a request the gate refuses, or null to let it through to the platform. */
export function apiGateRefusal(request: Request): NextResponse | null {
  const path = new URL(request.url).pathname;
  // The platform decodes the path before it routes: /api/%61uth/… is /auth/… there.
  let lower: string;
  try {
    lower = decodeURIComponent(path).toLowerCase();
  } catch {
    return envelope(404, notFound, 'Not found');
  }
  if (closedPrefixes.some((prefix) => lower.startsWith(prefix) || `${lower}/` === prefix)) return envelope(404, notFound, 'Not found');
  if (safeMethods.has(request.method)) return null;
  if (!isSameOrigin(request)) return envelope(403, noPermission, 'No permission');
  const tooLarge = oversized(request, uploadPaths.has(lower));
  if (tooLarge) return tooLarge;
  if (lower === socketPath || lower.startsWith(`${socketPath}/`)) return null;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '') return hasBody(request) ? unsupported() : null;
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return null;
  if (type === 'multipart/form-data' && uploadPaths.has(lower)) return null;
  return unsupported();
}

/** A declared body past the platform's cap for its kind: multipart on the upload routes, JSON elsewhere. */
function oversized(request: Request, upload: boolean): NextResponse | null {
  const declared = declaredBodyBytes(request.headers);
  const multipart = upload && /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');
  const limit = multipart ? requestLimits.multipartBytes : requestLimits.bodyBytes;
  if (declared === null || declared <= limit) return null;
  const message = bodyTooLargeMessage(languageOfHeader(request.headers.get('language-id')), limit);
  return envelope(413, validationFailed, message, { errors: { _: [message] } });
}

function unsupported(): NextResponse {
  return envelope(422, validationFailed, 'Parameter validation failed', { errors: { 'content-type': ['Send the body as application/json'] } });
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return request.headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}

/**
 * Same origin by Sec-Fetch-Site, or by Origin against the scheme and host the browser asked for:
 * the scheme a TLS proxy in front names (X-Forwarded-Proto), else the request's own (issue 30:
 * `https://ph.localhost:3000` is not the origin of an http request to that host).
 */
export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  const scheme = forwardedProto ? `${forwardedProto}:` : new URL(request.url).protocol;
  if (parsed.protocol !== scheme) return false;
  const originHost = parsed.host.toLowerCase();
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim();
  return [request.headers.get('host'), forwardedHost].some((host) => host?.toLowerCase() === originHost);
}
