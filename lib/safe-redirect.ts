/**
 * A redirect target from a query parameter, kept only when it is a path on this site: it must
 * start with one '/', and may not be protocol-relative ('//evil.example'), hold a backslash
 * (browsers read '/\\evil.example' as another host), a scheme, or control characters, in plain
 * or percent-encoded form. The path is normalised before it is checked: dot segments go
 * ('/..//evil.example' and '/%2e//evil.example' resolve to '//evil.example', refused), so what
 * is checked is what the browser will follow. Anything else yields null and the caller uses its
 * default.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // Resolve against a throwaway origin: the result must stay on it.
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  const path = url.pathname;
  if (path.startsWith('//') || hostLikeStart(path)) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * A path whose decoded form starts like another host ('/%2F%2Fevil.example', '/%5Cevil.example'),
 * or holds what the plain check refuses: a layer that decodes it once would leave the site.
 */
function hostLikeStart(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return decoded.startsWith('//') || decoded.startsWith('/\\') || /[\\\u0000-\u001f\u007f]/.test(decoded);
}

/** The path without its leading language segment ('/en-us/my-jobs' → '/my-jobs'). */
export function withoutLanguage(path: string): string {
  return path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$|\?)/, '') || '/';
}
