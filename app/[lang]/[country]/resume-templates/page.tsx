import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TemplateMiniature } from '@/components/resume-templates/template-miniature';
import { resumeTemplateIds, resumeTemplatesPath } from '@/lib/resume-templates';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { contentPageMetadata } from '../_lib/content-page-metadata';
import styles from './resume-templates.module.css';
import { siteLocale } from '@/lib/site-locale';

// Rendered again at most a minute apart, so runtime translations reach it (docs/decisions/0037).
export const revalidate = 60;

// Text only: rendered on the first visit per (language, site), then served from the cache.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = contentPageMetadata('ResumeTemplatesPage', resumeTemplatesPath);

/**
 * The free resume template page (platform spec §2): public and server-rendered, the templates
 * with miniatures in the reader's language, and the way to build one: sign in, then
 * manage-profile's "Create a resume" (a signed-in visitor goes straight there). No script.
 */
export default async function ResumeTemplatesPage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('ResumeTemplatesPage');
  const build = `/${language.slug}/get-started?redirect=${encodeURIComponent(`/${language.slug}/manage-profile`)}`;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="resume-templates-heading">
        <h1 id="resume-templates-heading">{t('heading')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
        <a className={styles.cta} href={build}>
          {t('cta')}
        </a>
      </section>
      <ul className={styles.templates}>
        {resumeTemplateIds.map((id) => (
          <li key={id} className={styles.template}>
            <TemplateMiniature template={id} label={t('preview', { name: t(id) })} />
            <h2>{t(id)}</h2>
            <p className={styles.muted}>{t(`${id}Text`)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="resume-templates-steps">
        <h2 id="resume-templates-steps">{t('steps')}</h2>
        <ol className={styles.steps}>
          <li>{t('step1')}</li>
          <li>{t('step2')}</li>
          <li>{t('step3')}</li>
        </ol>
        <a className={styles.cta} href={build}>
          {t('cta')}
        </a>
      </section>
    </div>
  );
}
