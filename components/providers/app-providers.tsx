'use client';

import Cookies from 'js-cookie';
import { type ReactNode, useEffect } from 'react';
import { isCrawler } from '@/lib/crawler';
import { notifications } from '@/lib/notifications';
import { authExpiredCookieName, guestMarkerCookieName } from '@/lib/guest-session';
import { userCookieName } from '@/lib/session-cookies';
import { chatLogoutEvent, sessionCookieNames, userLogoutEvent } from '@/lib/session-events';
import { type ApiError, noticeKeyOf } from '@/services/api-error';
import { documentSite, setFailureHandlers } from '@/services/browser-context';
import { Notifications } from '@/components/providers/notifications';
import { useText } from './text-provider';

// The HTTP client comes with the first call that needs it, not with every page (docs/decisions/0021).
const sessionLifecycle = () => import('@/services/session-lifecycle');

async function reportToSentry(error: ApiError) {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureException(error, { extra: { status: error.status, code: error.code } });
}

let ending = false;

// A deliberate log-out has begun: it clears the session and leaves the page itself, so a 401 from
// a call that was in flight must not mark the session expired nor send the user to get-started.
if (typeof window !== 'undefined') window.addEventListener(userLogoutEvent, () => {
  ending = true;
});

/**
 * 401 anywhere: the session is over (core spec §8). Mark it expired, clear it (the HttpOnly
 * token through the BFF, the readable cookies here), log chat out, and ask the user to sign in
 * again, coming back to this page. Several failing calls end it once.
 */
async function endSession() {
  if (ending) return;
  ending = true;
  for (const name of sessionCookieNames) Cookies.remove(name, { path: '/' });
  Cookies.remove(guestMarkerCookieName, { path: '/' });
  Cookies.set(authExpiredCookieName, '1', { path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' });
  window.dispatchEvent(new Event(chatLogoutEvent));
  try {
    await (await sessionLifecycle()).expireSessionCookies();
  } catch {
    // Going to get-started matters more; the next login replaces the stale token anyway.
  }
  const { language } = documentSite();
  const here = window.location.pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '') + window.location.search;
  window.location.assign(`/${language}/get-started?redirect=${encodeURIComponent(here || '/')}`);
}

/**
 * Guest login (core spec §4) when the browser has no session: once, after the page is idle, and
 * never for crawlers, so it is never on a page's critical path. The token is HttpOnly; the
 * readable `user` cookie or guest marker says one exists.
 */
function useGuestSession() {
  useEffect(() => {
    if (Cookies.get(userCookieName) || Cookies.get(guestMarkerCookieName) || isCrawler(navigator.userAgent)) return;
    const start = () => {
      sessionLifecycle()
        .then((lifecycle) => lifecycle.startGuestSession())
        .catch(() => {
        // Browsing works without one; the next page load tries again.
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * The failure handlers of the service layer, the guest session and the toasts. React Query is
 * provided by the pages whose islands use it (QueryProvider), not here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const t = useText('Notices');
  useGuestSession();

  useEffect(() => {
    setFailureHandlers({
      onUnauthorized: () => void endSession(),
      onServerError: (error) => {
        void reportToSentry(error);
        notifications.show(t('serverError'));
      },
      // The platform's messages are English; the reader sees the catalogue's, chosen by code.
      onMessage: (error) => notifications.show(t(noticeKeyOf(error))),
    });
  }, [t]);

  return (
    <>
      {children}
      <Notifications />
    </>
  );
}
