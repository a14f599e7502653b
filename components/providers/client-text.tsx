import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isSupportedMessage } from '@/lib/format-message';
import { intlLocaleOf } from '@/lib/site-locale';
import { type TextCatalogue, TextProvider } from './text-provider';

function flatten(value: unknown, prefix: string, out: Record<string, string>) {
  if (typeof value === 'string') {
    out[prefix] = value;
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

/**
 * Hands the first-load islands (header, search box, job actions, notices) the namespaces they
 * use, formatted in the browser by the small formatter instead of next-intl's client runtime.
 * A message that formatter cannot format is refused here, at render, never shown wrong; with
 * `leaveOutUnsupported` it is left out instead, for namespaces whose other messages belong to a
 * lazily loaded island that brings next-intl with it (get-started's later steps): an island that
 * asked this provider for one would fail ("Missing message"), never show it wrong.
 */
export async function ClientText({
  namespaces,
  leaveOutUnsupported = false,
  children,
}: {
  namespaces: readonly string[];
  leaveOutUnsupported?: boolean;
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked: TextCatalogue = {};
  for (const namespace of namespaces) {
    const flat: Record<string, string> = {};
    flatten(messages[namespace], '', flat);
    for (const [key, message] of Object.entries(flat)) {
      if (isSupportedMessage(message)) continue;
      if (!leaveOutUnsupported) throw new Error(`${namespace}.${key} needs next-intl: use ClientMessages for it`);
      delete flat[key];
    }
    picked[namespace] = flat;
  }
  return (
    <TextProvider locale={intlLocaleOf(locale)} messages={picked}>
      {children}
    </TextProvider>
  );
}
