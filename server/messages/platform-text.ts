import { formatMessage, type MessageValues } from '@/lib/format-message';
import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import { bundledMessages } from '../domain/translations/bundled';
import { platformOverrides } from '../domain/translations/platform-overrides';

/**
 * The platform's texts, from the one catalogue (issue 33, docs/decisions/0082): ICU messages in
 * server/messages/{feature}/{slug}.json (and the web's, for words both show, such as
 * ApplicationStatus.*), formatted with CLDR plural rules and the language's numbers by the same
 * formatter as the web's client islands (lib/format-message.ts).
 */
export type PlatformText = (key: string, values?: MessageValues) => string;

/** Whether the catalogue has `key` (a template the mail can write). */
export function hasPlatformText(language: LanguageSlug, key: string): boolean {
  return bundledMessages(language).has(key);
}

/**
 * A formatter of one language's messages, with its runtime translations laid over them
 * (platform-overrides.ts). A key the catalogue lacks is a programming error (tests/i18n checks
 * every language has every key), so it throws rather than send a raw key.
 */
export function platformText(language: LanguageSlug): PlatformText {
  const messages = bundledMessages(language);
  const overrides = platformOverrides(language);
  const { intl } = languageBySlug(language);
  return (key, values) => {
    const message = overrides.get(key) ?? messages.get(key);
    if (message === undefined) throw new Error(`No message ${key} in ${language}`);
    return formatMessage(message, intl, values);
  };
}
