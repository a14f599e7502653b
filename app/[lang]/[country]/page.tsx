import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sitePlace } from '@/lib/country-name';
import { parseWebEnv } from '@/lib/env';
import { pageAlternates } from '@/lib/seo';
import { siteLocale } from '@/lib/site-locale';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { homePage } from './_home/home-page';

export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' });
  const place = sitePlace(site.country.key, site.language.code, t('internationalName'));
  const { SITE_URL_PATTERN } = parseWebEnv();
  return {
    title: t('homeTitle', place),
    description: t('homeDescription', place),
    alternates: pageAlternates(SITE_URL_PATTERN, site, '/'),
  };
}

/**
 * Each country's home, rendered on the server in the URL's language and cached for everyone:
 * quick searches (the hot job titles), popular, hot and latest jobs, top companies, remote jobs,
 * and Web3 jobs and companies, each section linking to its full list. A signed-in seeker's
 * "Recommended for you" is the one part loaded in the browser (docs/decisions/0039).
 */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  return homePage(await params, null);
}

