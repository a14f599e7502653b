'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { formatMessage, type MessageValues } from '@/lib/format-message';

export type TextCatalogue = Record<string, Record<string, string>>;

const TextContext = createContext<{ locale: string; messages: TextCatalogue } | null>(null);

/** The messages client islands of every page use, flattened per namespace (see ClientText). */
export function TextProvider({ locale, messages, children }: { locale: string; messages: TextCatalogue; children: ReactNode }) {
  // A page's provider adds its islands' namespaces to the layout's.
  const parent = useContext(TextContext);
  const value = useMemo(() => ({ locale, messages: parent ? { ...parent.messages, ...messages } : messages }), [locale, messages, parent]);
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/**
 * `t(key, values)` for one namespace, like next-intl's useTranslations, for the islands in every
 * page's first load: formatted by lib/format-message (docs/decisions/0021).
 */
export function useText(namespace: string) {
  const context = useContext(TextContext);
  if (!context) throw new Error('useText needs a TextProvider (ClientText) above it');
  const { locale, messages } = context;
  return useMemo(() => {
    const own = messages[namespace] ?? {};
    const t = (key: string, values?: MessageValues) => {
      const message = own[key];
      if (message === undefined) throw new Error(`Missing message ${namespace}.${key} in the client text`);
      return formatMessage(message, locale, values);
    };
    return Object.assign(t, { has: (key: string) => own[key] !== undefined });
  }, [locale, messages, namespace]);
}

/** The locale of the page's client text, for what depends on the language beyond words (name order). */
export function useTextLocale(): string {
  const context = useContext(TextContext);
  if (!context) throw new Error('useTextLocale needs a TextProvider (ClientText) above it');
  return context.locale;
}
