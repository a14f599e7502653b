'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { deleteEducation, deleteJobPreference, deleteLanguage, deleteLicense, deleteLink, deleteWorkExperience } from '@/services/jobseeker';
import { EducationForm, JobPreferenceForm, LanguageForm, LicenseForm, LinkForm, WorkExperienceForm } from './lazy-forms';
import { EntryList } from './entry-list';
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

export function WorkExperienceSection({ initial, lists, draft }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const locale = useLocale();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('work')}
      addLabel={t('addWork')}
      emptyText={t('workEmpty')}
      items={profile.work_experiences}
      view={(item) => ({
        title: item.job_title,
        subtitle: [item.company_name, labelOf(lists.industries, item.industry_id)].filter(Boolean).join(' · '),
        lines: [formatPeriod(item.working_period_from, item.working_period_to, locale, t('present'), {
            from: item.period_from_year_only,
            to: item.period_to_year_only,
          })],
        text: item.description,
      })}
      renderForm={(props) => <WorkExperienceForm {...props} lists={lists} draft={draft} />}
      remove={(id) => deleteWorkExperience(browserHttp(), id)}
      onChanged={() => changed()}
    />
  );
}

export function EducationSection({ initial, lists, draft }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const locale = useLocale();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('education')}
      addLabel={t('addEducation')}
      emptyText={t('educationEmpty')}
      items={profile.educations}
      view={(item) => ({
        title: item.school,
        subtitle: [labelOf(lists.degrees, item.degree_id), item.field_of_study].filter(Boolean).join(' · '),
        lines: [formatPeriod(item.study_period_from, item.study_period_to, locale, t('present'), {
            from: item.period_from_year_only,
            to: item.period_to_year_only,
          })],
        text: item.description,
      })}
      renderForm={(props) => <EducationForm {...props} lists={lists} draft={draft} />}
      remove={(id) => deleteEducation(browserHttp(), id)}
      onChanged={() => changed()}
    />
  );
}

export function LicenseSection({ initial }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const locale = useLocale();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('licenses')}
      addLabel={t('addLicense')}
      emptyText={t('licensesEmpty')}
      items={profile.license_certifications}
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
      onChanged={() => changed()}
    />
  );
}

export function LinkSection({ initial }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('links')}
      addLabel={t('addLink')}
      emptyText={t('linksEmpty')}
      items={profile.websites}
      view={(item) => ({ title: item.title, subtitle: item.url, subtitleHref: item.url, text: item.description })}
      renderForm={(props) => <LinkForm {...props} />}
      remove={(id) => deleteLink(browserHttp(), id)}
      onChanged={() => changed()}
    />
  );
}

export function LanguageSection({ initial, lists }: SectionProps) {
  const t = useTranslations('ProfileSections');
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('languages')}
      addLabel={t('addLanguage')}
      emptyText={t('languagesEmpty')}
      items={profile.languages}
      view={(item) => ({
        title: labelOf(lists.languages, item.language_id) ?? String(item.language_id),
        subtitle: labelOf(lists.languageProficiencies, item.proficiency),
      })}
      renderForm={(props) => <LanguageForm {...props} lists={lists} />}
      remove={(id) => deleteLanguage(browserHttp(), id)}
      onChanged={() => changed()}
    />
  );
}

export function JobPreferenceSection({ initial, lists, currency }: SectionProps & { currency: string }) {
  const t = useTranslations('ProfileSections');
  const to = useTranslations('ProfileOptions');
  const te = useTranslations('ProfileErrors');
  const locale = useLocale();
  const profile = useProfile(initial);
  const changed = useProfileChanged();
  return (
    <EntryList
      title={t('preferences')}
      addLabel={t('addPreference')}
      emptyText={t('preferencesEmpty')}
      items={profile.job_preferences}
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
      onChanged={() => changed()}
      deleteProblem={(error) => (error.code === lastPreference ? te('code41341') : null)}
    />
  );
}
