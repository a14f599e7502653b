import { redirect } from 'next/navigation';
import { defaultLanguageSlug, isLanguageSlug } from '@/lib/languages';
import { notFoundRoute } from '@/lib/path-guard';

/**
 * For a page that learns only while rendering that it has nothing to show: a job that closed
 * after the middleware's check, a search page past the last result. Next.js would render the
 * page's own notFound() as a bare document, without `<html lang dir>`, the frame or the
 * localised title (docs/decisions/0046), so the visitor is sent to the branded not-found page
 * of the same language and site, which answers 404 (docs/decisions/0053).
 */
export function brandedNotFound(language: string): never {
  redirect(`/${isLanguageSlug(language) ? language : defaultLanguageSlug}/${notFoundRoute}`);
}
