import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';

/** The document title of a 404 in the page's language, kept out of search engines. */
export async function notFoundMetadata(params: SiteParams | undefined): Promise<Metadata> {
  const site = params ? resolveSite(params) : null;
  const locale = site ? siteLocale(site) : 'en-us';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const tm = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: `${t('title')} | ${tm('siteName')}`, robots: { index: false, follow: true } };
}
