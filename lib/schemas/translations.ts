import { z } from 'zod';
import { isLanguageSlug, type LanguageSlug } from '../languages';

/**
 * The translation provider (core spec §7, §9; docs/decisions/0037): a manifest with a version
 * per language, and per language the overrides of bundled messages keyed by next-intl's dotted
 * keys. Changing a string bumps its language's version; the web refetches content only then.
 */

/** The longest override accepted; the longest bundled message is well under it. */
export const translationValueMaxLength = 2000;
export const translationKeyMaxLength = 200;

const languageSlugSchema = z
  .string()
  .refine((value): value is LanguageSlug => isLanguageSlug(value), 'Use a language such as en-us, ja-jp or ar-ae')
  .transform((value) => value as LanguageSlug);

/** A dotted message key as next-intl writes it: `Namespace.key.sub`. */
export const translationKeySchema = z
  .string()
  .min(1, 'Name a message key')
  .max(translationKeyMaxLength, `A message key has at most ${translationKeyMaxLength} characters`)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'A message key is dotted names, like GetStarted.title');

export const translationLanguageParamsSchema = z.object({ lang: languageSlugSchema });

export const translationOverrideParamsSchema = z.object({ lang: languageSlugSchema, key: translationKeySchema });

export const setTranslationBodySchema = z.object({
  value: z
    .string({ error: 'Send the new text as "value"' })
    .min(1, 'The text cannot be empty')
    .max(translationValueMaxLength, `The text has at most ${translationValueMaxLength} characters`)
    .refine((value) => value.trim() !== '', 'The text cannot be blank'),
});
export type SetTranslationBody = z.infer<typeof setTranslationBodySchema>;

/** GET /translations/manifest: the version of each language's overrides (0: none ever set). */
export const translationManifestSchema = z.object({
  versions: z.record(z.string(), z.number().int().min(0)),
});
export type TranslationManifest = z.infer<typeof translationManifestSchema>;

/** GET /translations/{lang}: that language's overrides at a version. */
export const translationContentSchema = z.object({
  language: z.string(),
  version: z.number().int().min(0),
  messages: z.record(translationKeySchema, z.string().max(translationValueMaxLength)),
});
export type TranslationContent = z.infer<typeof translationContentSchema>;

/** PUT/DELETE /translations/{lang}/messages/{key}: the language's new version. */
export const translationChangeSchema = z.object({
  language: z.string(),
  key: z.string(),
  version: z.number().int().min(0),
});
export type TranslationChange = z.infer<typeof translationChangeSchema>;
