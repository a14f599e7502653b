'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * The profile's edit forms, each drawn only inside its open dialog, load when the dialog first
 * opens: manage-profile and the onboarding pages then stay within the signed-in first-load
 * budget (docs/decisions/0069). The dialog says "Loading…" for the moment it takes.
 */
function lazyForm<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form, at module level, below
  return function LazyForm(props: Props) {
    const t = useTranslations('ProfileForm');
    const Component = Lazy as unknown as ComponentType<Props>;
    return (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const BasicInfoForm = lazyForm(() => import('./basic-info-form').then((m) => m.BasicInfoForm));
export const SummaryForm = lazyForm(() => import('./summary-form').then((m) => m.SummaryForm));
export const SkillsForm = lazyForm(() => import('./skills-form').then((m) => m.SkillsForm));
export const WorkExperienceForm = lazyForm(() => import('./work-experience-form').then((m) => m.WorkExperienceForm));
export const EducationForm = lazyForm(() => import('./education-form').then((m) => m.EducationForm));
export const LicenseForm = lazyForm(() => import('./license-form').then((m) => m.LicenseForm));
export const LinkForm = lazyForm(() => import('./link-form').then((m) => m.LinkForm));
export const LanguageForm = lazyForm(() => import('./language-form').then((m) => m.LanguageForm));
export const JobPreferenceForm = lazyForm(() => import('./job-preference-form').then((m) => m.JobPreferenceForm));
