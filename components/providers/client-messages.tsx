import type { ReactNode } from 'react';
import { IntlMessages } from './intl-messages';
import { QueryProvider } from './query-provider';

/**
 * The providers of a page with form islands (profile, settings, …): next-intl with only the
 * message namespaces they use, so the catalogue stays on the server, and React Query. Pages in
 * every visitor's path (home, search, job) use ClientText instead and stay free of both; pages
 * whose first islands need no React Query use IntlMessages (docs/decisions/0069).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return (
    <IntlMessages namespaces={namespaces}>
      <QueryProvider>{children}</QueryProvider>
    </IntlMessages>
  );
}
