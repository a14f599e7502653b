import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';

/**
 * The document title of a 404 in the page's language. No robots entry: Next.js writes
 * `<meta name="robots" content="noindex">` itself into every page it answers with a 404 status
 * (the middleware's rewrite, or notFound()), and a second tag of our own made two (issue 32).
 */
export async function notFoundMetadata(params: SiteParams | undefined): Promise<Metadata> {
  const site = params ? resolveSite(params) : null;
  const locale = site ? siteLocale(site) : 'en-us';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const tm = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: `${t('title')} | ${tm('siteName')}` };
}
