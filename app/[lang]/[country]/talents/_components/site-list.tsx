import { getTranslations } from 'next-intl/server';
import { countryDisplayName } from '@/components/layout/country-name';
import { parseWebEnv } from '@/lib/env';
import type { Language } from '@/lib/languages';
import { siteOrigin } from '@/lib/site-url';
import type { LandingSite, SiteStatus } from '@/lib/talents-landing';

const statusKey: Record<SiteStatus, 'available' | 'remote' | 'comingSoon'> = {
  available: 'available',
  remote: 'remote',
  'coming-soon': 'comingSoon',
};

/**
 * Every country site, by its name in the reader's language, marked open, remote or coming soon
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
    <section aria-labelledby="talents-countries" className="app-landing__section">
      <h2 id="talents-countries">{t('countriesHeading')}</h2>
      <p className="muted talents__intro">{t('countriesIntro')}</p>
      <ul className="talents__sites">
        {named.map((site) => (
          <li key={site.key} className="talents__site" data-status={site.status}>
            {site.status === 'coming-soon' ? (
              <span className="talents__site-name">{site.name}</span>
            ) : (
              <a className="talents__site-name" href={`${siteOrigin(SITE_URL_PATTERN, site.key)}/${language.slug}`} hrefLang={language.code}>
                {site.name}
              </a>
            )}
            <span className={`app-landing__badge talents__status talents__status--${site.status}`}>{t(`status.${statusKey[site.status]}`)}</span>
            {site.openJobs ? <span className="talents__site-jobs">{t('siteJobs', { count: site.openJobs })}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
