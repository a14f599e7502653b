'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { loginDestination } from '@/lib/login-outcome';
import { comesFromResume, onboardingSteps, type StepPage, stepPath } from '@/lib/onboarding-steps';
import { languageSlugOf } from '@/lib/site-locale';
import type { Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { completeProfile, refreshSessionUser } from '@/services/jobseeker';
import { AvatarUpload } from './avatar-upload';
import { clearDrafts, draftKey } from './drafts';
import { EducationSection, WorkExperienceSection } from './entry-sections';
import { FormAlert } from './fields';
import { OnboardingStepOne } from './onboarding-step-one';
import { SummarySection } from './profile-overview';
import { ResumeImportStep } from './resume-import-step';
import type { ProfileLists } from './profile-lists';
import { useProfile, useProfileChanged } from './use-profile';
import styles from './profile.module.css';

/**
 * The profile-completion wizard (core spec §4): the step lives in the URL, what is typed in
 * sessionStorage; each step saves through React Query mutations. The last step completes the
 * profile, refreshes the `user` cookie, and goes to the redirect or /onsite-job.
 */
export function OnboardingWizard({
  page,
  initial,
  lists,
  currency,
  redirect,
}: {
  page: StepPage;
  initial: Profile;
  lists: ProfileLists;
  currency: string;
  redirect: string | null;
}) {
  const t = useTranslations('Onboarding');
  // The provider's locale may be a site's (en-IN); URLs carry the language's slug.
  const language = languageSlugOf(useLocale());
  const router = useRouter();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  const [problem, setProblem] = useState<string | null>(null);
  const go = (next: StepPage) => router.push(`/${language}${stepPath(next, redirect)}`);
  const complete = useMutation({
    mutationFn: () => completeProfile(browserHttp()),
    onSuccess: async (user) => {
      // The cookie is a copy for the page; the platform already holds the completion.
      await refreshSessionUser();
      clearDrafts(profile.id);
      window.location.assign(loginDestination({ active_key: user.active_key, is_profile_completed: true, is_profile_update_required: false }, language, redirect));
    },
    onError: () => setProblem(t('completeFailed')),
  });
  const titles = { 1: t('step1Title'), 2: page.fromResume ? t('step2ResumeTitle') : t('step2Title'), 3: t('step3Title'), 4: t('step4Title') } as const;

  return (
    <div className={styles.wizard}>
      <div className={styles.progress}>
        <p>
          <span className="visually-hidden">{t('progressLabel')} </span>
          {t('progress', { step: page.step, total: onboardingSteps })}
        </p>
        <div className={styles.progressBar} aria-hidden="true">
          <span style={{ inlineSize: `${(page.step / onboardingSteps) * 100}%` }} />
        </div>
      </div>
      <h1>{titles[page.step]}</h1>
      <p className={styles.hint}>{page.step === 2 && page.fromResume ? t('step2ResumeIntro') : t(`step${page.step}Intro`)}</p>

      {page.step === 1 && (
        <OnboardingStepOne
          profile={profile}
          lists={lists}
          currency={currency}
          onSaved={() => go({ step: 2, fromResume: comesFromResume(profile.flags) })}
        />
      )}
      {page.step === 2 && (
        <>
          {page.fromResume && <ResumeImportStep />}
          <AvatarUpload
            avatar={profile.avatar}
            initials={`${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase()}
            onChanged={() => changed({ sessionFields: true })}
          />
          <SummarySection initial={initial} experienceComesNext />
        </>
      )}
      {page.step === 3 && <WorkExperienceSection initial={initial} lists={lists} draft={draftKey(profile.id, 'work')} />}
      {page.step === 4 && <EducationSection initial={initial} lists={lists} draft={draftKey(profile.id, 'education')} />}

      {page.step > 1 && (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go(page.step === 3 ? { step: 2, fromResume: page.fromResume || comesFromResume(profile.flags) } : { step: (page.step - 1) as 1 | 2 | 3, fromResume: false })}
          >
            {t('back')}
          </button>
          {page.step < onboardingSteps ? (
            <button type="button" className="button" onClick={() => go({ step: (page.step + 1) as 3 | 4, fromResume: false })}>
              {t('next')}
            </button>
          ) : (
            <button type="button" className="button" disabled={complete.isPending} onClick={() => complete.mutate()}>
              {t('finish')}
            </button>
          )}
        </div>
      )}
      <FormAlert message={problem} />
    </div>
  );
}
