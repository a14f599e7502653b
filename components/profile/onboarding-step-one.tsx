'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { inNameOrder } from '@/lib/person-name';
import type { OnboardingStepOne as StepOneValues, Profile } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createJobPreference, jobseekerKeys, updateBasicInfo, updateJobPreference } from '@/services/jobseeker';
import { clearDraft, draftKey } from './drafts';
import { SelectField, TextField } from './fields';
import { ProfileFormFrame } from './form-parts';
import { JobPreferenceFields, preferenceDefaults } from './job-preference-fields';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

/** Which of step 1's two calls failed, so its field errors land on the right half of the form. */
class StepOneFailure extends Error {
  constructor(
    readonly part: 'profile' | 'preference',
    readonly cause: unknown,
  ) {
    super(part);
  }
}

/**
 * Onboarding step 1 (core spec §4): who you are and what you look for. Saves the profile part
 * (PATCH /jobseeker/me) and the first job preference (create, or update when one exists), then
 * moves on. What is typed survives a reload (sessionStorage draft).
 */
export function OnboardingStepOne({ profile, lists, currency, onSaved }: { profile: Profile; lists: ProfileLists; currency: string; onSaved: () => void }) {
  const t = useTranslations('ProfileForm');
  const to = useTranslations('ProfileOptions');
  const locale = useLocale();
  const tw = useTranslations('Onboarding');
  const client = useQueryClient();
  const existing = profile.job_preferences[0] ?? null;
  const draft = draftKey(profile.id, 'step-1');
  const { form, frame } = useProfileForm<StepOneValues>({
    schema: loaders.stepOne,
    draft,
    save: async (values) => {
      const http = browserHttp();
      await updateBasicInfo(http, values.profile).catch((error) => {
        throw new StepOneFailure('profile', error);
      });
      await (existing ? updateJobPreference(http, existing.id, values.preference) : createJobPreference(http, values.preference)).catch((error) => {
        throw new StepOneFailure('preference', error);
      });
    },
    onDone: async () => {
      clearDraft(draft);
      await client.invalidateQueries({ queryKey: jobseekerKeys.me() });
      onSaved();
    },
    // The platform's field errors belong to the part whose call failed.
    refused: (error) => (error instanceof StepOneFailure ? { error: error.cause, prefix: `${error.part}.` } : null),
    defaultValues: {
      profile: {
        first_name: profile.first_name,
        last_name: profile.last_name,
        user_identity_id: profile.user_identity_id as 1 | 2,
        location_id: profile.location_id as number,
        xp_lvl_id: profile.xp_lvl_id,
        job_seeking_status_id: profile.job_seeking_status_id as number,
        notice_period_id: profile.notice_period_id,
      },
      preference: preferenceDefaults(existing, currency),
    },
  });
  return (
    <ProfileFormFrame {...frame} submitLabel={tw('next')}>
      <fieldset className={styles.fieldset}>
        <legend>{tw('aboutYou')}</legend>
        <div className={styles.grid}>
          {inNameOrder(
            locale,
            <TextField key="first" form={form} name="profile.first_name" label={t('firstName')} required autoComplete="given-name" />,
            <TextField key="last" form={form} name="profile.last_name" label={t('lastName')} required autoComplete="family-name" />,
          )}
          <SelectField
            form={form}
            name="profile.user_identity_id"
            label={t('seekerType')}
            required
            choices={[
              { value: 1, label: to('identity.1') },
              { value: 2, label: to('identity.2') },
            ]}
          />
          <SelectField form={form} name="profile.location_id" label={t('currentLocation')} choices={lists.locations} required />
          <SelectField form={form} name="profile.xp_lvl_id" label={t('experience')} choices={lists.xpLevels} />
          <SelectField form={form} name="profile.job_seeking_status_id" label={t('jobSeekingStatus')} choices={lists.jobSeekingStatuses} required />
          <SelectField form={form} name="profile.notice_period_id" label={t('availability')} choices={lists.noticePeriods} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{tw('whatYouLookFor')}</legend>
        <JobPreferenceFields form={form} lists={lists} prefix="preference." />
      </fieldset>
    </ProfileFormFrame>
  );
}
