import 'server-only';
import { parseWebEnv } from '@/lib/env';
import { internationalCountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { createHttp } from './http';
import { TranslationCache } from './translation-cache';
import { getTranslationContent, getTranslationManifest } from './translations';

const env = parseWebEnv();

/** A provider slower than this leaves the bundled messages on the page rather than delaying it. */
export const translationTimeoutMs = 1500;

function providerHttp(language: LanguageSlug) {
  return createHttp({ baseURL: env.API_URL, context: { country: internationalCountryKey, language, device: 'web' }, timeoutMs: translationTimeoutMs });
}

// One cache per web server process: every render of every language shares its manifest check.
const cache = new TranslationCache({
  provider: {
    manifest: () => getTranslationManifest(providerHttp('en-us')),
    content: (language) => getTranslationContent(providerHttp(language), language),
  },
  windowMs: env.TRANSLATIONS_REVALIDATE_SECONDS * 1000,
  timeoutMs: translationTimeoutMs,
  onError: (error) => {
    // Not a page failure: the bundled text is shown. Said once per window at most.
    console.warn(`[translations] the provider failed, bundled messages stay: ${error instanceof Error ? error.message : String(error)}`);
  },
});

/** The runtime overrides of `language` (docs/decisions/0037); `{}` whenever the provider is out. */
export function runtimeTranslations(language: LanguageSlug): Promise<Readonly<Record<string, string>>> {
  return cache.overrides(language);
}
