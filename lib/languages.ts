import { isLanguageSlug, languageSlugs as slugs, type LanguageSlug } from './language-slugs';

export { isLanguageSlug, type LanguageSlug };

/**
 * The ten languages of the product. `slug` is the first path segment of every public URL;
 * `code` is what the platform receives as `language_code`; `id` goes in the Language-Id header.
 */
export const languages = [
  { id: 1, slug: 'en-us', code: 'en', value: 'English', label: 'English', alias: 'en', intl: 'en-US', dir: 'ltr' },
  { id: 2, slug: 'zh-cn', code: 'zh-CN', value: 'Simplified Chinese', label: '简体中文', alias: 'zh-hans', intl: 'zh-CN', dir: 'ltr' },
  { id: 3, slug: 'zh-tw', code: 'zh-TW', value: 'Traditional Chinese', label: '繁體中文', alias: 'zh-hant', intl: 'zh-TW', dir: 'ltr' },
  { id: 4, slug: 'ja-jp', code: 'ja', value: 'Japanese', label: '日本語', alias: 'ja', intl: 'ja-JP', dir: 'ltr' },
  { id: 5, slug: 'es-es', code: 'es', value: 'Spanish', label: 'Español', alias: 'es', intl: 'es-ES', dir: 'ltr' },
  { id: 6, slug: 'pt-br', code: 'pt', value: 'Portuguese', label: 'Português', alias: 'pt', intl: 'pt-BR', dir: 'ltr' },
  { id: 7, slug: 'ms-my', code: 'ms', value: 'Malay', label: 'Bahasa Melayu', alias: 'ms', intl: 'ms-MY', dir: 'ltr' },
  { id: 8, slug: 'id-id', code: 'id', value: 'Indonesian', label: 'Bahasa Indonesia', alias: 'id', intl: 'id-ID', dir: 'ltr' },
  { id: 9, slug: 'tr-tr', code: 'tr', value: 'Turkish', label: 'Türkçe', alias: 'tr', intl: 'tr-TR', dir: 'ltr' },
  { id: 10, slug: 'ar-ae', code: 'ar', value: 'Arabic', label: 'العربية', alias: 'ar', intl: 'ar-AE', dir: 'rtl' },
] as const satisfies readonly {
  id: number;
  slug: LanguageSlug;
  code: string;
  value: string;
  label: string;
  alias: string;
  intl: string;
  dir: 'ltr' | 'rtl';
}[];

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];

export const languageSlugs = [...slugs] as LanguageSlug[];
export const languageCodes = languages.map((l) => l.code) as LanguageCode[];
export const defaultLanguageSlug: LanguageSlug = 'en-us';

export function languageBySlug(slug: LanguageSlug): Language {
  return languages.find((l) => l.slug === slug) ?? languages[0];
}

/** Accepts a code ('zh-CN'), a slug ('zh-cn'), an alias or a numeric id, in any case. */
export function findLanguage(value: string | number | undefined | null): Language | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).toLowerCase();
  return languages.find(
    (l) => String(l.id) === text || l.code.toLowerCase() === text || l.slug === text || l.alias === text,
  );
}
