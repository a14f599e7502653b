'use client';

import type { JobPreference, JobPreferenceBody } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createJobPreference, updateJobPreference } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { ProfileFormFrame } from './form-parts';
import { JobPreferenceFields, preferenceDefaults } from './job-preference-fields';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';

/** Add or edit a job preference; the platform holds the 3 remote and 3 on-site limits. */
export function JobPreferenceForm({
  entry,
  onDone,
  onCancel,
  lists,
  currency,
}: EntryFormProps<JobPreference> & { lists: ProfileLists; currency: string }) {
  const { form, frame } = useProfileForm<JobPreferenceBody>({
    schema: loaders.jobPreference,
    defaultValues: preferenceDefaults(entry, currency),
    save: (body) => (entry ? updateJobPreference(browserHttp(), entry.id, body) : createJobPreference(browserHttp(), body)),
    onDone,
  });
  return (
    <ProfileFormFrame {...frame} onCancel={onCancel}>
      <JobPreferenceFields form={form} lists={lists} />
    </ProfileFormFrame>
  );
}
