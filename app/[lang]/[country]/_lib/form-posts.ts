import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { isSameSite } from '@/app/session/_lib/session-answers';
import { escapeHtml } from '@/lib/escape-html';
import { returnPathFromReferer } from '@/lib/form-return';
import type { Language } from '@/lib/languages';
import { parseUserCookie, sessionIdCookieName, userCookieName } from '@/lib/session-cookies';
import type { ServerSession } from '@/services/server-session';

/**
 * What the forms that work without the page's script share (save and apply, issue 36 item 1):
 * they post urlencoded bodies from this site's own pages (a cross-site post is refused, as the
 * session BFF refuses one: Sec-Fetch-Site and Origin), the visitor's session comes from the
 * request's cookies (SameSite=Lax: a cross-site post carries none), and every answer is a 303
 * to a page, or a short page in the visitor's language that says what went wrong.
 */

/** A form body is a few fields: anything larger is no form of ours. */
const maxFormBytes = 16 * 1024;

export const noStore = { 'Cache-Control': 'no-store' } as const;

export type FormRead = { kind: 'ok'; form: URLSearchParams } | { kind: 'refused'; response: Response };

/** The posted fields, once the request is known to come from this site with a small urlencoded body. */
export async function readFormPost(request: NextRequest, language: Language): Promise<FormRead> {
  if (!isSameSite(request)) return { kind: 'refused', response: await problemPage(language, 403, 'crossSite', null) };
  const declared = Number(request.headers.get('content-length') ?? '0');
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') || declared > maxFormBytes) {
    return { kind: 'refused', response: await problemPage(language, 415, 'badForm', null) };
  }
  const text = await request.text().catch(() => null);
  if (text === null || text.length > maxFormBytes) return { kind: 'refused', response: await problemPage(language, 413, 'badForm', null) };
  return { kind: 'ok', form: new URLSearchParams(text) };
}

/** The signed-in visitor's session from the request cookies; null for a visitor or a guest session. */
export function formSession(request: NextRequest): ServerSession | null {
  const token = request.cookies.get(sessionIdCookieName)?.value;
  const user = parseUserCookie(request.cookies.get(userCookieName)?.value);
  return token && user ? { token, user } : null;
}

/** The page the form was posted from, without its language; `fallback` when the Referer names none of ours. */
export function formReturnPath(request: NextRequest, fallback: string): string {
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  return returnPathFromReferer(request.headers.get('referer'), host) ?? fallback;
}

/** A 303 to `path` on this host (relative, so the visitor stays on the host they came in on). */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: path } });
}

export type FormProblem = 'crossSite' | 'badForm' | 'saveFailed' | 'applyFailed';

/**
 * A short page in the visitor's language for a form post that could not be done: what happened
 * and a way back. Only for posts no page of ours would send (another site's, a malformed body)
 * and for the platform being out: the usual answers are pages of the site.
 */
export async function problemPage(language: Language, status: number, problem: FormProblem, backHref: string | null): Promise<Response> {
  const t = await getTranslations({ locale: language.slug, namespace: 'FormPosts' });
  const title = escapeHtml(t(problem));
  const back = backHref ? `<p><a href="${escapeHtml(backHref)}">${escapeHtml(t('back'))}</a></p>` : '';
  const html = `<!doctype html><html lang="${language.code}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${back}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...noStore,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; form-action 'self'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    },
  });
}
