'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/** next-intl's locale and the messages a lazily loaded island formats with next-intl. */
export interface IntlScope {
  locale: string;
  messages: AbstractIntlMessages;
}

/**
 * next-intl for an island that loads after the page (get-started's later steps, the QR panel):
 * imported only from such chunks, so next-intl's client runtime is not in the page's first load,
 * whose islands format with the small formatter (docs/decisions/0021, 0069).
 */
export function IntlScopeProvider({ scope, children }: { scope: IntlScope; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={scope.locale} messages={scope.messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
