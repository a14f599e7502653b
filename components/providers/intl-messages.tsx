import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * next-intl with only the message namespaces the islands below use, and nothing else: for pages
 * whose first islands use no React Query (get-started, the QR confirm page). A server module's
 * client imports are in its page's first load whether or not it renders them, so this module
 * does not import QueryProvider; ClientMessages adds it (docs/decisions/0069).
 */
export async function IntlMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
