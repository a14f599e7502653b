import type { AxiosInstance } from 'axios';
import type { LanguageSlug } from '@/lib/languages';
import { type TranslationContent, type TranslationManifest, translationContentSchema, translationManifestSchema } from '@/lib/schemas/translations';
import { unwrap } from './http-base';

/**
 * The translation provider's calls (core spec §7 "translation manifest and content are fetched
 * from the provider"; docs/decisions/0037). Server-side only: pages read them through
 * services/server-translations.ts, never from the browser.
 */

export async function getTranslationManifest(http: AxiosInstance): Promise<TranslationManifest> {
  const response = await http.get('/translations/manifest');
  return unwrap(translationManifestSchema, response.data);
}

export async function getTranslationContent(http: AxiosInstance, language: LanguageSlug): Promise<TranslationContent> {
  const response = await http.get(`/translations/${language}`);
  return unwrap(translationContentSchema, response.data);
}
