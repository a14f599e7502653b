'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { workTimezones } from '@/lib/schemas/jobseeker-constants';
import type { JobPreference, JobPreferenceBody } from '@/lib/schemas/jobseeker';
import { CheckboxField, SelectField, TextField } from './fields';
import type { ProfileLists } from './profile-lists';
import styles from './profile.module.css';

export function preferenceDefaults(entry: JobPreference | null, currency: string | null): JobPreferenceBody {
  return {
    job_title: entry?.job_title ?? '',
    industry_id: entry?.industry_id as number,
    job_type_id: entry?.job_type_id as number,
    work_arrangement: entry?.work_arrangement as JobPreferenceBody['work_arrangement'],
    location_id: entry?.location_id ?? null,
    is_overseas: entry?.is_overseas ?? false,
    country_key: entry?.country_key ?? null,
    currency: entry?.currency ?? currency ?? '',
    salary_from: entry?.salary_from as number,
    salary_to: entry?.salary_to as number,
    work_timezone: (entry?.work_timezone ?? null) as JobPreferenceBody['work_timezone'],
    work_language_id: entry?.work_language_id as number,
  };
}

/**
 * The fields of a job preference (platform spec §3), with the required ones of §5 marked:
 * location for on-site and hybrid work, the country instead when overseas, the time zone for
 * remote work. `prefix` places them in a bigger form (onboarding step 1).
 */
export function JobPreferenceFields<T extends FieldValues>({ form, lists, prefix = '' }: { form: UseFormReturn<T>; lists: ProfileLists; prefix?: string }) {
  const t = useTranslations('ProfileForm');
  const to = useTranslations('ProfileOptions');
  const name = (field: keyof JobPreferenceBody) => `${prefix}${field}` as Path<T>;
  const arrangement = form.watch(name('work_arrangement'));
  const overseas = form.watch(name('is_overseas'));
  const remote = arrangement === 'remote';
  return (
    <>
      <div className={styles.grid}>
        <TextField form={form} name={name('job_title')} label={t('desiredJobTitle')} required />
        <SelectField form={form} name={name('industry_id')} label={t('industry')} choices={lists.industries} required />
        <SelectField form={form} name={name('job_type_id')} label={t('jobType')} choices={lists.jobTypes} required />
        <SelectField
          form={form}
          name={name('work_arrangement')}
          label={t('workArrangement')}
          numeric={false}
          required
          choices={(['onsite', 'hybrid', 'remote'] as const).map((value) => ({ value, label: to(`arrangement.${value}`) }))}
        />
      </div>
      {!remote && <CheckboxField form={form} name={name('is_overseas')} label={t('overseas')} />}
      <div className={styles.grid}>
        {!remote && !overseas && <SelectField form={form} name={name('location_id')} label={t('location')} choices={lists.locations} required />}
        {!remote && overseas && <SelectField form={form} name={name('country_key')} label={t('country')} choices={lists.countries} numeric={false} required />}
        {remote && (
          <SelectField
            form={form}
            name={name('work_timezone')}
            label={t('workTimezone')}
            numeric={false}
            required
            choices={workTimezones.map((zone) => ({ value: zone, label: zone }))}
          />
        )}
        <SelectField form={form} name={name('work_language_id')} label={t('workLanguage')} choices={lists.languages} required />
        <SelectField form={form} name={name('currency')} label={t('currency')} choices={lists.currencies} numeric={false} required />
        <TextField form={form} name={name('salary_from')} label={t('salaryFrom')} type="number" required />
        <TextField form={form} name={name('salary_to')} label={t('salaryTo')} type="number" required />
      </div>
    </>
  );
}
