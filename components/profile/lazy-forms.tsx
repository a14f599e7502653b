'use client';

import { useTranslations } from 'next-intl';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import type { BasicInfoForm as BasicInfoFormType } from './basic-info-form';
import type { EducationForm as EducationFormType } from './education-form';
import type { JobPreferenceForm as JobPreferenceFormType } from './job-preference-form';
import type { LanguageForm as LanguageFormType } from './language-form';
import type { LicenseForm as LicenseFormType } from './license-form';
import type { LinkForm as LinkFormType } from './link-form';
import type { SkillsForm as SkillsFormType } from './skills-form';
import type { SummaryForm as SummaryFormType } from './summary-form';
import type { WorkExperienceForm as WorkExperienceFormType } from './work-experience-form';

/**
 * The profile's edit forms, each drawn only inside its open dialog, load when the dialog first
 * opens: manage-profile and the onboarding pages then stay within the signed-in first-load
 * budget (docs/decisions/0069). The dialog says "Loading…" for the moment it takes.
 */
function lazyForm<Form extends ComponentType<never>>(load: () => Promise<Form>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form, at module level, below
  return function LazyForm(props: ComponentProps<Form>) {
    const t = useTranslations('ProfileForm');
    const Component = Lazy as unknown as ComponentType<ComponentProps<Form>>;
    return (
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const BasicInfoForm = lazyForm<typeof BasicInfoFormType>(() => import('./basic-info-form').then((m) => m.BasicInfoForm));
export const SummaryForm = lazyForm<typeof SummaryFormType>(() => import('./summary-form').then((m) => m.SummaryForm));
export const SkillsForm = lazyForm<typeof SkillsFormType>(() => import('./skills-form').then((m) => m.SkillsForm));
export const WorkExperienceForm = lazyForm<typeof WorkExperienceFormType>(() => import('./work-experience-form').then((m) => m.WorkExperienceForm));
export const EducationForm = lazyForm<typeof EducationFormType>(() => import('./education-form').then((m) => m.EducationForm));
export const LicenseForm = lazyForm<typeof LicenseFormType>(() => import('./license-form').then((m) => m.LicenseForm));
export const LinkForm = lazyForm<typeof LinkFormType>(() => import('./link-form').then((m) => m.LinkForm));
export const LanguageForm = lazyForm<typeof LanguageFormType>(() => import('./language-form').then((m) => m.LanguageForm));
export const JobPreferenceForm = lazyForm<typeof JobPreferenceFormType>(() => import('./job-preference-form').then((m) => m.JobPreferenceForm));
