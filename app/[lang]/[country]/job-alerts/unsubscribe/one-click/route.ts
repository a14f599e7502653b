import type { NextRequest } from 'next/server';
import { isCountryKey } from '@/lib/country-keys';
import { defaultLanguageSlug, isLanguageSlug } from '@/lib/languages';
import { unsubscribeJobAlert } from '@/services/job-alerts';
import { serverHttp } from '@/services/server';

export const dynamic = 'force-dynamic';

/**
 * POST /{lang}/job-alerts/unsubscribe/one-click?token=… — the List-Unsubscribe target of every
 * digest (RFC 8058): a mail client posts `List-Unsubscribe=One-Click` here without cookies and
 * gets a plain answer; the unsubscribe page's button posts here too and is sent back to the page
 * with the outcome. The signed token is the only proof (docs/decisions/0033); a GET does nothing,
 * so link scanners that open every URL cannot unsubscribe anyone.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ lang: string; country: string }> }) {
  const { lang, country } = await params;
  const language = isLanguageSlug(lang) ? lang : defaultLanguageSlug;
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const body = await request.text().catch(() => '');
  const http = serverHttp({ country: isCountryKey(country) ? country : 'com', language, device: 'web' });
  const outcome = await unsubscribeJobAlert(http, token).catch(() => 'failed' as const);
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
