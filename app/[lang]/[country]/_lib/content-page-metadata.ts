import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';

/**
 * `generateMetadata` of a content page that is the same on every site but for its language (the
 * app landing, the resume templates): the title and description of its catalogue namespace
 * (`metaTitle`, `metaDescription`), and its canonical and alternates on every country site.
 */
export function contentPageMetadata(namespace: string, path: string) {
  return async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
    const site = resolveSite(await params);
    if (!site) return {};
    const t = await getTranslations({ locale: siteLocale(site), namespace });
    const { SITE_URL_PATTERN } = parseWebEnv();
    return {
      title: `${t('metaTitle')} | Hireloop`,
      description: t('metaDescription'),
      alternates: pageAlternates(SITE_URL_PATTERN, site, path),
    };
  };
}
