import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Hands client components only the message namespaces they use, so the catalogue stays on the
 * server and out of every page's payload.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const picked = Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
