import { safeRedirectPath } from './safe-redirect';

/**
 * Where a form posted without the page's script (save, apply: issue 36 item 1) sends the visitor
 * back: the page it was posted from, read from the Referer, which browsers send on a same-origin
 * POST (the pages' Referrer-Policy is strict-origin-when-cross-origin). Only a path on the host
 * the request came in on is kept, without its language segment (the caller adds the language it
 * answers in); anything else is null, and the caller uses its own default.
 */
export function returnPathFromReferer(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.host.toLowerCase() !== host.toLowerCase() || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const path = safeRedirectPath(`${url.pathname}${url.search}`);
  if (!path) return null;
  return path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$|\?)/, '') || '/';
}

/** `path` (without the language) with `name=value` set in its query: the page finishes that step after signing in. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://same.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
