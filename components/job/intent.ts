import { documentSite } from '@/services/browser-context';

/**
 * What a signed-out visitor was doing when sent to get-started ("save:123", "apply:123"). It
 * travels in the redirect back as `?intent=`, and the island it names finishes the action.
 */
export const intentParam = 'intent';

/** The current page with the intent set, without its language (login-outcome adds it back). */
export function hereWithIntent(intent: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(intentParam, intent);
  return url.pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '') + url.search;
}

/** get-started, coming back here to finish `intent`. */
export function getStartedHref(intent: string): string {
  const { language } = documentSite();
  return `/${language}/get-started?redirect=${encodeURIComponent(hereWithIntent(intent))}`;
}

/** True once when the page was opened to finish `intent`; the parameter is then removed. */
export function takeIntent(intent: string): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(intentParam) !== intent) return false;
  url.searchParams.delete(intentParam);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return true;
}
