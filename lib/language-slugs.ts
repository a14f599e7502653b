/**
 * The ten languages' URL slugs, alone: what the browser's first-load code needs (reading the
 * page's language) without the table in lib/languages.ts (docs/decisions/0079). Same order as
 * that table; tests/lib/country-keys.test.ts holds the two together.
 */
export const languageSlugs = ['en-us', 'zh-cn', 'zh-tw', 'ja-jp', 'es-es', 'pt-br', 'ms-my', 'id-id', 'tr-tr', 'ar-ae'] as const;

export type LanguageSlug = (typeof languageSlugs)[number];

export function isLanguageSlug(value: string | undefined | null): value is LanguageSlug {
  return (languageSlugs as readonly string[]).includes(value as string);
}
