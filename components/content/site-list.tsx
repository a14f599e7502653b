import { getTranslations } from 'next-intl/server';
import { countryDisplayName } from '@/lib/country-name';
import { parseWebEnv } from '@/lib/env';
import type { Language } from '@/lib/languages';
import { siteOrigin } from '@/lib/site-url';
import type { LandingSite, SiteStatus } from '@/lib/talents-landing';
import './site-list.css';

const statusKey: Record<SiteStatus, 'available' | 'remote' | 'comingSoon'> = {
  available: 'available',
  remote: 'remote',
  'coming-soon': 'comingSoon',
};

/**
 * Every country site, by its name in the reader's language (the talents and download-app pages), marked open, remote or coming soon
 * (lib/talents-landing.ts) with its open jobs. A site with jobs links to its home page; one that
 * is coming soon has nothing to open yet.
 */
export async function SiteList({ language, sites }: { language: Language; sites: LandingSite[] }) {
  const t = await getTranslations('TalentsLanding');
  const international = (await getTranslations('Metadata'))('internationalName');
  const { SITE_URL_PATTERN } = parseWebEnv();
  const collator = new Intl.Collator(language.code);
  const named = sites
    .map((site) => ({ ...site, name: countryDisplayName(site.key, language.code, international) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <section aria-labelledby="site-list-heading" className="app-landing__section">
      <h2 id="site-list-heading">{t('countriesHeading')}</h2>
      <p className="muted site-list__intro">{t('countriesIntro')}</p>
      <ul className="site-list">
        {named.map((site) => (
          <li key={site.key} className="site-list__site" data-status={site.status}>
            {site.status === 'coming-soon' ? (
              <span className="site-list__name">{site.name}</span>
            ) : (
              <a className="site-list__name" href={`${siteOrigin(SITE_URL_PATTERN, site.key)}/${language.slug}`} hrefLang={language.code}>
                {site.name}
              </a>
            )}
            <span className={`app-landing__badge site-list__status site-list__status--${site.status}`}>{t(`status.${statusKey[site.status]}`)}</span>
            {site.openJobs ? <span className="site-list__jobs">{t('siteJobs', { count: site.openJobs })}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
