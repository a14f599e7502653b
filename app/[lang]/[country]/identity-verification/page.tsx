import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import styles from '@/components/identity/identity.module.css';
import { VerifiedBadge } from '@/components/identity/verified-badge';
import { identityCountryKey, identityPagePath, identityStartPath, isIdentityResult } from '@/lib/identity-verification';
import { formatSalaryRange } from '@/lib/salary';
import type { JobCard } from '@/lib/schemas/job';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { identityStatus, verifiedOnlyJobs } from '@/services/identity-verification';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'IdentityVerification' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/{lang}/identity-verification` on the Singapore site (platform spec §1, §4; docs/decisions/0044):
 * verify through the national digital ID service, see the verified badge and the jobs it unlocks.
 * Other sites have no such page.
 */
export default async function IdentityVerificationPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: SearchParams }) {
  const routeParams = await params;
  const site = resolveSite(routeParams);
  if (!site || site.country.key !== identityCountryKey) brandedNotFound(routeParams.lang);
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const here = `/${language.slug}${identityPagePath}`;
  const session = await requireSession(language.slug, here);
  const http = sessionHttp({ country: country.key, language: language.slug }, session);
  const expired = (error: unknown): never => {
    if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(here)}`);
    throw error;
  };
  const status = await identityStatus(http).catch(expired);
  const jobs: JobCard[] = status.verified ? await verifiedOnlyJobs(http).catch(expired) : [];
  const t = await getTranslations('IdentityVerification');
  const format = await getFormatter();
  const raw = (await searchParams).result;
  const result = isIdentityResult(raw) ? raw : null;

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {result && (
        <p role={result === 'verified' ? 'status' : 'alert'} className={`${styles.notice} ${result === 'verified' ? styles.good : styles.bad}`}>
          {t(`result.${result}`)}
        </p>
      )}
      {status.verified ? (
        <>
          <section className={styles.card} aria-labelledby="identity-status">
            <h2 id="identity-status">{t('statusTitle')}</h2>
            <VerifiedBadge label={t('badge')} />
            {status.verified_at && <p className={styles.muted}>{t('verifiedOn', { date: format.dateTime(new Date(status.verified_at), { dateStyle: 'long' }) })}</p>}
          </section>
          <section className={styles.card} aria-labelledby="identity-jobs">
            <h2 id="identity-jobs">{t('jobsTitle')}</h2>
            <p className={styles.muted}>{t('jobsIntro')}</p>
            {jobs.length === 0 ? (
              <p>{t('noJobs')}</p>
            ) : (
              <ul className={styles.jobs}>
                {jobs.map((job) => {
                  const salary = formatSalaryRange(job.salary, language.intl);
                  return (
                    <li key={job.id} className={styles.job}>
                      <h3 dir="auto">
                        <a href={`${here}/jobs/${job.id}`}>{job.title}</a>
                      </h3>
                      <p dir="auto">{[job.company.name, job.location?.value].filter(Boolean).join(' · ')}</p>
                      {salary && <p>{salary}</p>}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      ) : (
        <section className={styles.card} aria-labelledby="identity-start">
          <h2 id="identity-start">{t('startTitle')}</h2>
          <p>{t('intro')}</p>
          <ul className={styles.benefits}>
            <li>{t('benefitJobs')}</li>
            <li>{t('benefitBadge')}</li>
          </ul>
          <p className={styles.muted}>{t('privacy')}</p>
          {status.available ? (
            <a className={`button ${styles.start}`} href={`${identityStartPath}?lang=${language.slug}`}>
              {t('start')}
            </a>
          ) : (
            <p className={`${styles.notice} ${styles.bad}`}>{t('result.unavailable')}</p>
          )}
        </section>
      )}
    </div>
  );
}
