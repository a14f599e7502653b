/**
 * Takes secret parameters (a reset code, a magic-link token) out of the address bar once the
 * page has read them: they then stay out of the history, bookmarks, shared screenshots and any
 * later Referer. Browser only.
 */
export function forgetQueryParams(names: readonly string[]): void {
  const url = new URL(window.location.href);
  const present = names.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return;
  for (const name of present) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
