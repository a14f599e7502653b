import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { languageSlugOf } from '@/lib/site-locale';

/** '/jobs' in the current language: '/ja-jp/jobs'; an absolute URL or a '#' anchor stays as it is. */
export function localizedHref(locale: string, href: string): string {
  if (!href.startsWith('/')) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/**
 * A link to a page of this site in the current language, for server components. It renders
 * next/link with the language already in the href, so the browser needs no next-intl runtime
 * to resolve it (next-intl's Link reads the locale from its client provider, which would put
 * that provider on every page: docs/decisions/0021).
 */
export async function Link({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const language = languageSlugOf(await getLocale());
  return <NextLink href={localizedHref(language, href)} {...rest} />;
}
