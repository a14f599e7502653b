import 'server-only';
import { NextResponse } from 'next/server';
import { bodyTooDeepMessage, bodyTooLargeMessage, languageOfHeader } from '@/i18n/request-limits';
import { jsonAnswerHeaders } from '@/lib/json-answer-headers';
import { declaredBodyBytes, jsonDeeperThan, requestLimits } from '@/lib/request-limits';
import type { Envelope } from '@/services/server-auth';
import { noPermission, notFound as notFoundCode, serverError, validationFailed } from '@/lib/schemas/api-codes/generic';

/** Per-user answers: never stored by a shared cache, never sniffed, framed or rendered. */
const noStore = { 'Cache-Control': 'no-store', ...jsonAnswerHeaders };

export function envelopeResponse(status: number, body: Envelope): NextResponse {
  return NextResponse.json(body, { status, headers: noStore });
}

export function success(data: unknown): NextResponse {
  return envelopeResponse(200, { code: 0, message: 'Success', data });
}

export function invalidBody(field: string, message: string): NextResponse {
  return envelopeResponse(422, { code: validationFailed, message: 'Parameter validation failed', data: { errors: { [field]: [message] } } });
}

export function forbidden(): NextResponse {
  return envelopeResponse(403, { code: noPermission, message: 'No permission', data: null });
}

export function notFound(): NextResponse {
  return envelopeResponse(404, { code: notFoundCode, message: 'Not found', data: null });
}

/** The platform answered with a shape the contract does not allow: a gateway failure, not a crash. */
export function badGateway(): NextResponse {
  return envelopeResponse(502, { code: serverError, message: 'Unexpected answer from the platform', data: null });
}

/**
 * A body the web refuses before anything reads it as JSON or sends it on: too large (413) or
 * nested too deeply (422), said in the caller's language (Language-Id). Thrown by the body
 * reader, answered by the route (docs/decisions/0061).
 */
export class BodyRefused extends Error {
  readonly response: NextResponse;

  constructor(response: NextResponse) {
    super('request body refused');
    this.response = response;
  }
}

function refusal(status: 413 | 422, message: string): BodyRefused {
  return new BodyRefused(envelopeResponse(status, { code: validationFailed, message, data: { errors: { body: [message] } } }));
}

const languageOf = (request: Request) => languageOfHeader(request.headers.get('language-id'));

/** The 413 for a body declared larger than the platform accepts, or null; nothing is read. */
export function declaredTooLarge(request: Request): NextResponse | null {
  const declared = declaredBodyBytes(request.headers);
  if (declared === null || declared <= requestLimits.bodyBytes) return null;
  return refusal(413, bodyTooLargeMessage(languageOf(request), requestLimits.bodyBytes)).response;
}

/** The body as text, read no further than the cap (a chunked body declares no length). */
async function cappedText(request: Request): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > requestLimits.bodyBytes) {
      await reader.cancel();
      throw refusal(413, bodyTooLargeMessage(languageOf(request), requestLimits.bodyBytes));
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A JSON object body, or null when the body is missing, not JSON, or not an object. Throws
 * BodyRefused for a body past the cap or nested past the depth limit: JSON.parse reads 5,000
 * levels, but sending them on (JSON.stringify) overflows the stack.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return null;
  let text: string;
  try {
    text = await cappedText(request);
  } catch (error) {
    if (error instanceof BodyRefused) throw error;
    return null;
  }
  if (jsonDeeperThan(text, requestLimits.depth)) throw refusal(422, bodyTooDeepMessage(languageOf(request)));
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Session calls change who the browser is signed in as, so they are accepted from this site's
 * own pages only: a cross-site form or script (login CSRF, forced log-out) is refused. Browsers
 * send Origin on every cross-origin POST and Sec-Fetch-Site where they support it.
 */
export function isSameSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const hosts = [request.headers.get('x-forwarded-host'), request.headers.get('host')]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.split(',')[0]?.trim().toLowerCase());
  return hosts.includes(originHost);
}
