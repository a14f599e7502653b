/**
 * The entries of a comma-separated forwarding header (`X-Forwarded-For`, `X-Forwarded-Proto`),
 * repeated headers joined, blanks dropped.
 */
export function headerList(value: string | string[] | null | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * The client as the outermost of `trustedProxyHops` proxies saw it: each trusted proxy appends
 * the address it was called from to X-Forwarded-For, so that is the N-th entry from the right
 * (the first entry when the chain is shorter). Undefined with no entry or no trusted proxy. The
 * caller checks that it is an address (the entry is whatever the first hop was sent).
 */
export function forwardedClient(forwardedFor: string | string[] | null | undefined, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops <= 0) return undefined;
  const entries = headerList(forwardedFor);
  return entries[Math.max(0, entries.length - trustedProxyHops)];
}
