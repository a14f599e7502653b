import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { type SitePlace, sitePlace } from '@/lib/country-name';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';

type Site = NonNullable<ReturnType<typeof resolveSite>>;

/** The site's place as its texts say it (`{scope}`, `{country}`): the country, or worldwide, in the site's language. */
export async function placeOfSite(site: Site): Promise<SitePlace> {
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' });
  return sitePlace(site.country.key, site.language.code, t('internationalName'));
}

/**
 * `generateMetadata` of a landing page about the site's place (remote jobs, Web3 jobs): its title
 * and description from `namespace`, which take the place, and its canonical and alternates.
 */
export function placePageMetadata({ namespace, title, description, path }: { namespace: string; title: string; description: string; path: string }) {
  return async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
    const site = resolveSite(await params);
    if (!site) return {};
    const t = await getTranslations({ locale: siteLocale(site), namespace });
    const place = await placeOfSite(site);
    const { SITE_URL_PATTERN } = parseWebEnv();
    return {
      title: t(title, place),
      description: t(description, place),
      alternates: pageAlternates(SITE_URL_PATTERN, site, path),
    };
  };
}
