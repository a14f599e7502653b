'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ApiError } from '@/services/api-error';
import type { Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { deleteEducation, deleteJobPreference, deleteLanguage, deleteLicense, deleteLink, deleteWorkExperience } from '@/services/jobseeker';
import { EducationForm, JobPreferenceForm, LanguageForm, LicenseForm, LinkForm, WorkExperienceForm } from './lazy-forms';
import { type EntryFormProps, EntryList, type EntryView } from './entry-list';
import { formatAmount, formatMonth, formatPeriod } from './format';
import { labelOf, type ProfileLists } from './profile-lists';
import { useProfile, useProfileChanged } from './use-profile';
import { lastPreference } from '@/lib/schemas/api-codes/resumes';

interface SectionProps {
  initial: Profile;
  lists: ProfileLists;
  /** sessionStorage key for the add form's draft (onboarding), if any. */
  draft?: string | null;
}

/**
 * One profile list kept in step with the profile: its labels (ProfileSections keys: heading,
 * add button, empty text), its entries and how each shows, its form and its delete.
 */
function Entries<T extends { id: number }>({
  initial,
  labels: [title, add, empty],
  items,
  ...list
}: {
  initial: Profile;
  labels: [string, string, string];
  items: (profile: Profile) => T[];
  view: (item: T) => EntryView;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  deleteProblem?: (error: ApiError) => string | null;
}) {
  const t = useTranslations('ProfileSections');
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return <EntryList title={t(title)} addLabel={t(add)} emptyText={t(empty)} items={items(profile)} onChanged={() => changed()} {...list} />;
}

/** From, to (none: until now), and whether each shows its year only. */
type Period = [string, string | null, boolean | undefined, boolean | undefined];

/** A dated entry (work, education): what, where, the period, and its description. */
function usePeriodView() {
  const t = useTranslations('ProfileSections');
  const locale = useLocale();
  return (title: string, subtitle: (string | null | undefined)[], [from, to, fromYearOnly, toYearOnly]: Period, text: string | null): EntryView => ({
    title,
    subtitle: subtitle.filter(Boolean).join(' · '),
    lines: [formatPeriod(from, to, locale, t('present'), { from: fromYearOnly, to: toYearOnly })],
    text,
  });
}

export function WorkExperienceSection({ initial, lists, draft }: SectionProps) {
  const periodView = usePeriodView();
  return (
    <Entries
      initial={initial}
      labels={['work', 'addWork', 'workEmpty']}
      items={(profile) => profile.work_experiences}
      view={(item) => {
        const period: Period = [item.working_period_from, item.working_period_to, item.period_from_year_only, item.period_to_year_only];
        return periodView(item.job_title, [item.company_name, labelOf(lists.industries, item.industry_id)], period, item.description);
      }}
      renderForm={(props) => <WorkExperienceForm {...props} lists={lists} draft={draft} />}
      remove={(id) => deleteWorkExperience(browserHttp(), id)}
    />
  );
}

export function EducationSection({ initial, lists, draft }: SectionProps) {
  const periodView = usePeriodView();
  return (
    <Entries
      initial={initial}
      labels={['education', 'addEducation', 'educationEmpty']}
      items={(profile) => profile.educations}
      view={(item) => periodView(item.school, [labelOf(lists.degrees, item.degree_id), item.field_of_study], [item.study_period_from, item.study_period_to, item.period_from_year_only, item.period_to_year_only], item.description)}
      renderForm={(props) => <EducationForm {...props} lists={lists} draft={draft} />}
      remove={(id) => deleteEducation(browserHttp(), id)}
    />
  );
}

export function LicenseSection({ initial }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const locale = useLocale();
  return (
    <Entries
      initial={initial}
      labels={['licenses', 'addLicense', 'licensesEmpty']}
      items={(profile) => profile.license_certifications}
      view={(item) => ({
        title: item.name,
        subtitle: item.issuing_organisation,
        lines: [
          item.is_permanent
            ? t('issuedNoExpiry', { issued: formatMonth(item.issue_date, locale) })
            : t('issuedExpires', { issued: formatMonth(item.issue_date, locale), expires: formatMonth(item.expiry_date ?? item.issue_date, locale) }),
          item.credential_id ? t('credential', { id: item.credential_id }) : null,
          item.attachment ? t('attachment', { name: item.attachment.filename }) : null,
        ],
      })}
      renderForm={(props) => <LicenseForm {...props} />}
      remove={(id) => deleteLicense(browserHttp(), id)}
    />
  );
}

export function LinkSection({ initial }: SectionProps) {
  return (
    <Entries
      initial={initial}
      labels={['links', 'addLink', 'linksEmpty']}
      items={(profile) => profile.websites}
      view={(item) => ({ title: item.title, subtitle: item.url, subtitleHref: item.url, text: item.description })}
      renderForm={(props) => <LinkForm {...props} />}
      remove={(id) => deleteLink(browserHttp(), id)}
    />
  );
}

export function LanguageSection({ initial, lists }: SectionProps) {
  return (
    <Entries
      initial={initial}
      labels={['languages', 'addLanguage', 'languagesEmpty']}
      items={(profile) => profile.languages}
      view={(item) => ({
        title: labelOf(lists.languages, item.language_id) ?? String(item.language_id),
        subtitle: labelOf(lists.languageProficiencies, item.proficiency),
      })}
      renderForm={(props) => <LanguageForm {...props} lists={lists} />}
      remove={(id) => deleteLanguage(browserHttp(), id)}
    />
  );
}

export function JobPreferenceSection({ initial, lists, currency }: SectionProps & { currency: string }) {
  const t = useTranslations('ProfileSections');
  const to = useTranslations('ProfileOptions');
  const te = useTranslations('ProfileErrors');
  const locale = useLocale();
  return (
    <Entries
      initial={initial}
      labels={['preferences', 'addPreference', 'preferencesEmpty']}
      items={(profile) => profile.job_preferences}
      view={(item) => ({
        title: item.job_title,
        subtitle: [to(`arrangement.${item.work_arrangement}`), labelOf(lists.jobTypes, item.job_type_id), labelOf(lists.industries, item.industry_id)]
          .filter(Boolean)
          .join(' · '),
        lines: [
          item.is_overseas ? labelOf(lists.countries, item.country_key) : labelOf(lists.locations, item.location_id),
          item.work_timezone,
          t('salaryRange', { from: formatAmount(item.salary_from, item.currency, locale), to: formatAmount(item.salary_to, item.currency, locale) }),
        ],
      })}
      renderForm={(props) => <JobPreferenceForm {...props} lists={lists} currency={currency} />}
      remove={(id) => deleteJobPreference(browserHttp(), id)}
      deleteProblem={(error) => (error.code === lastPreference ? te('code41341') : null)}
    />
  );
}
