/**
 * A redirect target from a query parameter, kept only when it is a path on this site: it must
 * start with one '/', and may not be protocol-relative ('//evil.example'), hold a backslash
 * (browsers read '/\\evil.example' as another host), a scheme, or control characters. Anything
 * else yields null and the caller uses its default.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  // Resolve against a throwaway origin: the result must stay on it.
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The path without its leading language segment ('/en-us/my-jobs' → '/my-jobs'). */
export function withoutLanguage(path: string): string {
  return path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$|\?)/, '') || '/';
}
