'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { notifications } from '@/lib/notifications';
import { chatLogoutEvent, sessionCookieNames } from '@/lib/session-events';
import { type ApiError, noticeKeyOf } from '@/services/api-error';
import { documentSite, setFailureHandlers } from '@/services/browser';
import { makeQueryClient } from '@/services/query-client';
import { Notifications } from '@/components/ui/notifications';

async function reportToSentry(error: ApiError) {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureException(error, { extra: { status: error.status, code: error.code } });
}

/** 401 anywhere: the session is over. Clear it, log chat out, and ask the user to sign in again. */
function endSession() {
  for (const name of sessionCookieNames) Cookies.remove(name, { path: '/' });
  Cookies.set('auth_expired', '1', { path: '/', sameSite: 'Lax' });
  window.dispatchEvent(new Event(chatLogoutEvent));
  const { language } = documentSite();
  const here = window.location.pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '') + window.location.search;
  window.location.assign(`/${language}/get-started?redirect=${encodeURIComponent(here || '/')}`);
}

/** One QueryClient for the browser, the failure handlers of the service layer, and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const t = useTranslations('Notices');

  useEffect(() => {
    setFailureHandlers({
      onUnauthorized: endSession,
      onServerError: (error) => {
        void reportToSentry(error);
        notifications.show(t('serverError'));
      },
      // The platform's messages are English; the reader sees the catalogue's, chosen by code.
      onMessage: (error) => notifications.show(t(noticeKeyOf(error))),
    });
  }, [t]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Notifications />
    </QueryClientProvider>
  );
}
