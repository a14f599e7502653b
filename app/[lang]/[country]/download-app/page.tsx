import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteList } from '@/components/content/site-list';
import { appFeatures } from '@/lib/app-landing';
import { downloadAppPath } from '@/lib/content-pages';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { landingSites } from '@/lib/talents-landing';
import { serverSiteJobFacts } from '@/services/server-site-jobs';
import { siteLocale } from '@/lib/site-locale';
import { contentPageMetadata } from '../_lib/content-page-metadata';
import '@/components/content/app-landing.css';

// Rendered again at most a minute apart, so runtime translations and the sites' counts reach it
// (docs/decisions/0037).
export const revalidate = 60;

// Rendered on the first visit per (language, site), then served from the cache.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = contentPageMetadata('DownloadApp', downloadAppPath);

/**
 * The landing and download-app page (platform spec §2): hero, a chat between a jobseeker and a
 * boss, the features, and where Hireloop works: every country site marked open, remote or coming
 * soon from its open jobs, as on the talents page. The apps are not in the stores yet, so the page
 * says so and leads to the web instead of linking to a store page that does not exist.
 */
export default async function DownloadAppPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('DownloadApp');
  // Without the platform's counts the country table alone marks the sites (lib/talents-landing.ts).
  const facts = await serverSiteJobFacts().catch(() => new Map());
  const sites = landingSites(facts);
  return (
    <div className="app-landing">
      <section className="app-landing__hero" aria-labelledby="app-hero">
        <div>
          <h1 id="app-hero">{t('heroTitle')}</h1>
          <p className="app-landing__lead">{t('heroText')}</p>
          <ul className="app-landing__stores" aria-label={t('storesLabel')}>
            <li>{t('appStore')}</li>
            <li>{t('googlePlay')}</li>
          </ul>
          <p className="muted">{t('storesSoon')}</p>
          <a className="app-landing__cta" href={`/${language.slug}/get-started`}>
            {t('startOnWeb')}
          </a>
        </div>
        <figure className="app-landing__chat" aria-labelledby="app-chat-caption">
          <figcaption id="app-chat-caption">{t('chatCaption')}</figcaption>
          <p className="bubble bubble--them">{t('chat1')}</p>
          <p className="bubble bubble--me">{t('chat2')}</p>
          <p className="bubble bubble--them">{t('chat3')}</p>
          <p className="bubble bubble--me">{t('chat4')}</p>
        </figure>
      </section>
      <section aria-labelledby="app-features" className="app-landing__section">
        <h2 id="app-features">{t('featuresHeading')}</h2>
        <ul className="app-landing__features">
          {appFeatures.map((feature) => (
            <li key={feature}>
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <SiteList language={language} sites={sites} />
    </div>
  );
}
