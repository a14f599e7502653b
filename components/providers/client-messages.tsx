import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueryProvider } from './query-provider';

/**
 * The providers of a page with form islands (get-started, profile, …): next-intl with only the
 * message namespaces they use, so the catalogue stays on the server, and React Query. Pages in
 * every visitor's path (home, search, job) use ClientText instead and stay free of both.
 */
export async function ClientMessages({
  namespaces,
  query = true,
  children,
}: {
  namespaces: readonly string[];
  /** false where the first-load islands use no React Query (get-started: its later steps bring it). */
  query?: boolean;
  children: ReactNode;
}) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={timeZone}>
      {query ? <QueryProvider>{children}</QueryProvider> : children}
    </NextIntlClientProvider>
  );
}
