import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  EducationSection,
  JobPreferenceSection,
  LanguageSection,
  LicenseSection,
  LinkSection,
  WorkExperienceSection,
} from '@/components/profile/entry-sections';
import { AttachedResumes } from '@/components/profile/attached-resumes';
import { loadProfilePage, profileNamespaces } from '@/components/profile/load-profile-page';
import { ProfileOverview, SkillsSection, SummarySection } from '@/components/profile/profile-overview';
import { ResumeBuilder } from '@/components/profile/resume-builder';
import { ResumeAnalysisSection } from '@/components/profile/resume-analysis';
import { profileSectionAnchor as anchor } from '@/components/profile/section-anchor';
import styles from '@/components/profile/profile.module.css';
import { VideoResumes } from '@/components/profile/video-resumes';
import { ClientMessages } from '@/components/providers/client-messages';
import { Link } from '@/i18n/link';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { listAttachedResumes } from '@/services/jobseeker-resumes';
import { requireSession, sessionHttp } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

// Per-user: rendered for each request from the session cookies, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'ProfileSections' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Manage profile (platform spec §2): server-rendered from GET /jobseeker/me, each section a
 * client island that edits its part and refreshes the shared profile query.
 */
export default async function ManageProfilePage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language, country } = site;
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('ProfileSections');
  const returnTo = `/${language.slug}/manage-profile`;
  const [{ profile, lists, currency, dialCode }, session] = await Promise.all([
    loadProfilePage(language, country, returnTo),
    requireSession(language.slug, returnTo),
  ]);
  // The attached resumes are in the HTML too; the section refreshes them after each change.
  const resumes = await listAttachedResumes(sessionHttp({ country: country.key, language: language.slug }, session))
    .then((answer) => answer.resumes)
    .catch(() => undefined);
  return (
    <div>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        {!profile.is_profile_completed && (
          <p>
            <Link href="/jobseeker-complete-profile">{t('completePrompt')}</Link>
          </p>
        )}
      </section>
      <ClientMessages namespaces={[...profileNamespaces, 'Resumes', 'VideoResumes', 'ResumeImport', 'ResumeAnalysis']}>
        <div className={styles.page}>
          <ProfileOverview initial={profile} lists={lists} dialCode={dialCode} />
          {/* Anchors a resume analysis suggestion links to. */}
          <div id={anchor('summary')}>
            <SummarySection initial={profile} />
          </div>
          <ResumeAnalysisSection />
          <div id={anchor('job_preferences')}>
            <JobPreferenceSection initial={profile} lists={lists} currency={currency} />
          </div>
          <div id={anchor('work_experiences')}>
            <WorkExperienceSection initial={profile} lists={lists} />
          </div>
          <div id={anchor('educations')}>
            <EducationSection initial={profile} lists={lists} />
          </div>
          <div id={anchor('skills')}>
            <SkillsSection initial={profile} />
          </div>
          <div id={anchor('languages')}>
            <LanguageSection initial={profile} lists={lists} />
          </div>
          <div id={anchor('links')}>
            <LinkSection initial={profile} lists={lists} />
          </div>
          <AttachedResumes initial={resumes} />
          <VideoResumes />
          <ClientMessages namespaces={['ResumeBuilder', 'ResumeTemplatesPage']}>
            <ResumeBuilder />
          </ClientMessages>
          <div id={anchor('licenses')}>
            <LicenseSection initial={profile} lists={lists} />
          </div>
        </div>
      </ClientMessages>
    </div>
  );
}
