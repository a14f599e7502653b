import type { NextRequest } from 'next/server';
import { parseWebEnv } from '@/lib/env';
import { defaultLanguageSlug, isLanguageSlug } from '@/lib/languages';

const env = parseWebEnv();

export const dynamic = 'force-dynamic';

/** What the platform said about a token: done, already used (or the alert is gone), or not a valid link. */
async function unsubscribe(token: string): Promise<'done' | 'used' | 'invalid'> {
  if (!token || token.length > 300) return 'invalid';
  const response = await fetch(`${env.API_URL}/job/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', cache: 'no-store' });
  if (response.ok) return 'done';
  return response.status === 404 ? 'used' : 'invalid';
}

/**
 * POST /{lang}/job-alerts/unsubscribe/one-click?token=… — the List-Unsubscribe target of every
 * digest (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` here without cookies and
 * gets a plain answer; the unsubscribe page's button posts here too and is sent back to the page
 * with the outcome. The signed token is the only proof (docs/decisions/0033); a GET does nothing,
 * so link scanners that open every URL cannot unsubscribe anyone.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const language = isLanguageSlug(lang) ? lang : defaultLanguageSlug;
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const body = await request.text().catch(() => '');
  const outcome = await unsubscribe(token).catch(() => 'failed' as const);
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click') {
    const status = outcome === 'done' ? 200 : outcome === 'used' ? 410 : outcome === 'invalid' ? 403 : 503;
    return new Response(outcome, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // A relative Location keeps the visitor on the host they came in on.
  return new Response(null, { status: 303, headers: { ...headers, Location: `/${language}/job-alerts/unsubscribe?result=${outcome}` } });
}

export function GET(request: NextRequest, { params }: { params: Promise<{ lang: string }> }) {
  return params.then(({ lang }) => {
    const language = isLanguageSlug(lang) ? lang : defaultLanguageSlug;
    const token = request.nextUrl.searchParams.get('token') ?? '';
    return new Response(null, { status: 303, headers: { 'Cache-Control': 'no-store', Location: `/${language}/job-alerts/unsubscribe?token=${encodeURIComponent(token)}` } });
  });
}
