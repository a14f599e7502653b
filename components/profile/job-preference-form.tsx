'use client';

import { useMutation } from '@tanstack/react-query';
import type { JobPreference, JobPreferenceBody } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createJobPreference, updateJobPreference } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { RequiredNote } from './fields';
import { FormActions, ProblemAlert } from './form-parts';
import { JobPreferenceFields, preferenceDefaults } from './job-preference-fields';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

/** Add or edit a job preference; the platform holds the 3 remote and 3 on-site limits. */
export function JobPreferenceForm({
  entry,
  onDone,
  onCancel,
  lists,
  currency,
}: EntryFormProps<JobPreference> & { lists: ProfileLists; currency: string }) {
  const { form, alert, onServerError, resetProblems } = useProfileForm<JobPreferenceBody>({
    schema: loaders.jobPreference,
    defaultValues: preferenceDefaults(entry, currency),
  });
  const save = useMutation({
    mutationFn: (body: JobPreferenceBody) => (entry ? updateJobPreference(browserHttp(), entry.id, body) : createJobPreference(browserHttp(), body)),
    onSuccess: onDone,
    onError: (error) => onServerError(error),
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((body) => {
        resetProblems();
        save.mutate(body);
      })}
    >
      <RequiredNote />
      <JobPreferenceFields form={form} lists={lists} />
      <ProblemAlert alert={alert} />
      <FormActions pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
