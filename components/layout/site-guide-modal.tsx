import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Country } from '@/lib/countries';
import { offices, telHref } from '@/lib/offices';
import { SiteGuide } from './site-guide';

/** Where the guide's job seekers go: the search page and the remote jobs list. */
const localJobsPath = '/jobs-hiring/job-search';
const remoteJobsPath = '/remote-jobs';

/**
 * What the first-visit guide says (platform spec §2: find talents, find local or remote jobs,
 * start hiring), in the page's language. Employers reach the site's employer team, whose
 * helpline the footer also lists.
 */
export async function SiteGuideModal({ country }: { country: Country }) {
  const t = await getTranslations('SiteGuide');
  const office = offices[country.key];
  return (
    <SiteGuide labels={{ title: t('title'), close: t('close'), done: t('done') }}>
      <p>{t('intro')}</p>
      <ul className="site-guide__ways">
        <li>
          <h3>{t('jobsTitle')}</h3>
          <p>{t('jobsText')}</p>
          <p className="site-guide__links">
            <Link href={localJobsPath}>{t('localJobs')}</Link>
            <Link href={remoteJobsPath}>{t('remoteJobs')}</Link>
          </p>
        </li>
        <li>
          <h3>{t('talentsTitle')}</h3>
          <p>{t('talentsText')}</p>
        </li>
        <li>
          <h3>{t('hiringTitle')}</h3>
          <p>{t('hiringText')}</p>
          <p className="site-guide__links">
            <a href={`mailto:${office.helplineEmail}`}>{t('email')}</a>
            <a href={telHref(office.helpline)} aria-label={t('call', { number: office.helpline })}>
              <bdi dir="ltr">{office.helpline}</bdi>
            </a>
          </p>
        </li>
      </ul>
    </SiteGuide>
  );
}
