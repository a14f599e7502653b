import Cookies from 'js-cookie';
import type { LanguageSlug } from '@/lib/languages';
import { guestMarkerCookieName } from '@/lib/guest-session';
import { chatLogoutEvent, sessionCookieNames, userLogoutEvent } from '@/lib/session-events';

/**
 * Log out (core spec §4): the platform ends the session and the BFF clears every session cookie
 * (the token is HttpOnly); chat logs out; the saved, applied and job lists are dropped with the
 * rest of the cache; then the home page or get-started reloads, and any other page is replaced
 * by home.
 */
export async function logOut(language: LanguageSlug, location: Location = window.location): Promise<void> {
  // Calls still in flight will meet the ended session: their 401s are this log-out, not an expiry.
  window.dispatchEvent(new Event(userLogoutEvent));
  // Chat closes its socket first: the platform ends the session's sockets as it ends the session,
  // and a chat page that heard that first would send the user to get-started instead of home.
  window.dispatchEvent(new Event(chatLogoutEvent));
  try {
    // Loaded when the user logs out: the header that offers it is on every page.
    await (await import('@/services/session-lifecycle')).endSessionOnServer();
  } catch {
    // Even if the platform could not be told, this browser must not stay signed in.
  }
  for (const name of sessionCookieNames) Cookies.remove(name, { path: '/' });
  Cookies.remove(guestMarkerCookieName, { path: '/' });
  (await import('@/services/query-client')).clearBrowserQueries();
  const home = `/${language}`;
  const path = location.pathname.replace(/\/$/, '');
  if (path === home || path === `${home}/get-started`) location.reload();
  else location.replace(home);
}
