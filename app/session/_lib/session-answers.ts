import 'server-only';
import { NextResponse } from 'next/server';
import type { Envelope } from '@/services/server-auth';

/** Per-user answers: never stored by a shared cache. */
const noStore = { 'Cache-Control': 'no-store' };

export function envelopeResponse(status: number, body: Envelope): NextResponse {
  return NextResponse.json(body, { status, headers: noStore });
}

export function success(data: unknown): NextResponse {
  return envelopeResponse(200, { code: 0, message: 'Success', data });
}

export function invalidBody(field: string, message: string): NextResponse {
  return envelopeResponse(422, { code: 40001, message: 'Parameter validation failed', data: { errors: { [field]: [message] } } });
}

export function forbidden(): NextResponse {
  return envelopeResponse(403, { code: 40005, message: 'No permission', data: null });
}

export function notFound(): NextResponse {
  return envelopeResponse(404, { code: 40004, message: 'Not found', data: null });
}

/** The platform answered with a shape the contract does not allow: a gateway failure, not a crash. */
export function badGateway(): NextResponse {
  return envelopeResponse(502, { code: 50001, message: 'Unexpected answer from the platform', data: null });
}

/** A JSON object body, or null when the body is missing, not JSON, or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return null;
  try {
    const value: unknown = await request.json();
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
