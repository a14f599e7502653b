'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { inNameOrder } from '@/lib/person-name';
import type { BasicInfoInput, Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { updateBasicInfo } from '@/services/jobseeker';
import { SelectField, TextField } from './fields';
import { ProfileFormFrame } from './form-parts';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

function defaultsOf(profile: Profile, dialCode: string | null): BasicInfoInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email ?? '',
    birthdate: profile.birthdate ?? '',
    nationality: profile.nationality,
    work_eligibility: profile.work_eligibility,
    phone_country_code: profile.phone_country_code ?? dialCode,
    phone_num: profile.phone_num ?? '',
    location_id: profile.location_id as number,
    address: profile.address ?? '',
    xp_lvl_id: profile.xp_lvl_id,
    working_since: profile.working_since,
    job_seeking_status_id: profile.job_seeking_status_id,
    notice_period_id: profile.notice_period_id,
    user_identity_id: profile.user_identity_id as 1 | 2,
    summary: profile.summary,
    is_open_to_work: profile.is_open_to_work,
  };
}

/** The basic info of platform spec §3 Profile, saved with PATCH /jobseeker/me. */
export function BasicInfoForm({
  profile,
  lists,
  dialCode,
  onDone,
  onCancel,
}: {
  profile: Profile;
  lists: ProfileLists;
  dialCode: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ProfileForm');
  const to = useTranslations('ProfileOptions');
  const locale = useLocale();
  const eligibilityId = useId();
  const { form, frame } = useProfileForm<BasicInfoInput>({
    schema: loaders.basicInfo,
    defaultValues: defaultsOf(profile, dialCode),
    save: (body) => updateBasicInfo(browserHttp(), body),
    onDone,
  });
  const eligibilityError = form.formState.errors.work_eligibility?.message;

  return (
    <ProfileFormFrame {...frame} onCancel={onCancel}>
      <div className={styles.grid}>
        {inNameOrder(
          locale,
          <TextField key="first" form={form} name="first_name" label={t('firstName')} required autoComplete="given-name" />,
          <TextField key="last" form={form} name="last_name" label={t('lastName')} required autoComplete="family-name" />,
        )}
        <TextField form={form} name="email" label={t('email')} type="email" required autoComplete="email" />
        <TextField form={form} name="birthdate" label={t('birthdate')} type="date" autoComplete="bday" />
        <SelectField form={form} name="phone_country_code" label={t('countryCode')} choices={lists.dialCodes} numeric={false} />
        <TextField form={form} name="phone_num" label={t('mobile')} type="tel" autoComplete="tel" hint={t('mobileHint')} />
        <SelectField form={form} name="nationality" label={t('nationality')} choices={lists.countries} numeric={false} />
        <SelectField form={form} name="location_id" label={t('currentLocation')} choices={lists.locations} required />
        <TextField form={form} name="address" label={t('homeAddress')} autoComplete="street-address" />
        <SelectField
          form={form}
          name="user_identity_id"
          label={t('seekerType')}
          required
          choices={[
            { value: 1, label: to('identity.1') },
            { value: 2, label: to('identity.2') },
          ]}
        />
        <SelectField form={form} name="xp_lvl_id" label={t('experience')} choices={lists.xpLevels} />
        <TextField form={form} name="working_since" label={t('workingSince')} type="month" />
        <SelectField form={form} name="job_seeking_status_id" label={t('jobSeekingStatus')} choices={lists.jobSeekingStatuses} />
        <SelectField form={form} name="notice_period_id" label={t('availability')} choices={lists.noticePeriods} />
      </div>
      <fieldset className={styles.fieldset} aria-describedby={eligibilityError ? `${eligibilityId}-error` : undefined}>
        <legend>{t('workEligibility')}</legend>
        <div className={styles.grid}>
          {lists.countries.map((country) => (
            <label key={country.value} className={styles.check}>
              <input type="checkbox" value={country.value} {...form.register('work_eligibility')} />
              {country.label}
            </label>
          ))}
        </div>
        {eligibilityError && (
          <p id={`${eligibilityId}-error`} className={styles.error}>
            {eligibilityError}
          </p>
        )}
      </fieldset>
    </ProfileFormFrame>
  );
}
