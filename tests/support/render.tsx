import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { type TextCatalogue, TextProvider } from '@/components/providers/text-provider';
import core from '@/i18n/messages/en-us.json';
import account from '@/i18n/messages/account/en-us.json';
import applications from '@/i18n/messages/applications/en-us.json';
import profile from '@/i18n/messages/profile/en-us.json';
import resumes from '@/i18n/messages/resumes/en-us.json';
import social from '@/i18n/messages/social/en-us.json';
import nearMe from '@/i18n/messages/nearMe/en-us.json';
import companyAbout from '@/i18n/messages/companyAbout/en-us.json';
import progress from '@/i18n/messages/progress/en-us.json';

/** English, merged the way i18n/catalogue.ts merges it. */
export const messages = { ...core, ...account, ...applications, ...profile, ...social, ...resumes, ...nearMe, ...companyAbout, ...progress };

export function flattenNamespaces(catalogue: Record<string, unknown>): TextCatalogue {
  const out: TextCatalogue = {};
  const walk = (value: unknown, prefix: string, into: Record<string, string>) => {
    if (typeof value === 'string') into[prefix] = value;
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key, into);
    }
  };
  for (const [namespace, value] of Object.entries(catalogue)) {
    out[namespace] = {};
    walk(value, '', out[namespace]);
  }
  return out;
}

/** The same English messages for islands that format with the small client formatter. */
export const textCatalogue = flattenNamespaces(messages);

/** Renders inside the same providers the app uses: next-intl and a fresh React Query client. */
export function renderWithProviders(ui: ReactElement, { locale = 'en-us' }: { locale?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // biome-ignore lint/correctness/noComponentHookFactories: each render gets its own query client
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <TextProvider locale="en-US" messages={textCatalogue}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </TextProvider>
      </NextIntlClientProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
