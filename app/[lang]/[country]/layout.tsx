import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientText } from '@/components/providers/client-text';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import '../../globals.css';

/** Client components across the site; pages add their own islands' namespaces. */
const clientNamespaces = ['Notices', 'LocaleSwitcher'] as const;

// resizes-content: an on-screen keyboard shrinks the layout viewport, so what sticks to the bottom
// (the chat's composer, issue 31) stays above the keyboard instead of under it.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cad', interactiveWidget: 'resizes-content' };

export const metadata: Metadata = { title: 'Hireloop', icons: { icon: '/favicon.svg' } };

// No revalidation window here: it would be the floor of every page below, and the pages whose
// address carries a secret (change-password, the magic link) must never be rendered again for a
// visitor's URL, which Next.js copies into the cached page. Pages set their own (docs/decisions/0037).

// Rendered on first visit per (language, country), then cached.
export function generateStaticParams() {
  return [];
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));

  return (
    <html lang={language.code} dir={language.dir} data-language={language.slug} data-country={country.key}>
      <body>
        <ClientText namespaces={clientNamespaces}>
          <AppProviders>
            <SiteHeader language={language} country={country} />
            <main id="main" className="page">
              {children}
            </main>
            <SiteFooter language={language} country={country} />
          </AppProviders>
        </ClientText>
      </body>
    </html>
  );
}
