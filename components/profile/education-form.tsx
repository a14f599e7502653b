'use client';

import { useTranslations } from 'next-intl';
import type { Education, EducationBody } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createEducation, updateEducation } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { CheckboxField, RequiredNote, SelectField, TextAreaField, TextField } from './fields';
import { DuplicateConfirm, FormActions, ProblemAlert } from './form-parts';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useEntryForm } from './use-entry-form';
import styles from './profile.module.css';

function defaultsOf(entry: Education | null): EducationBody {
  return {
    school: entry?.school ?? '',
    degree_id: entry?.degree_id ?? (null as unknown as number),
    field_of_study: entry?.field_of_study ?? '',
    study_period_from: entry?.study_period_from ?? '',
    study_period_to: entry?.study_period_to ?? null,
    is_currently_studying: entry?.is_currently_studying ?? false,
    description: entry?.description ?? '',
  };
}

/** Add or edit an education entry; a duplicate asks to confirm. */
export function EducationForm({ entry, onDone, onCancel, lists, draft }: EntryFormProps<Education> & { lists: ProfileLists; draft?: string | null }) {
  const t = useTranslations('ProfileForm');
  const { form, alert, pending, submit, confirmDuplicate, dismissDuplicate, cancel } = useEntryForm<EducationBody, Education>({
    schema: loaders.education,
    entry,
    defaults: defaultsOf,
    draft,
    create: (body) => createEducation(browserHttp(), body),
    update: (id, body) => updateEducation(browserHttp(), id, body),
    onDone,
    onCancel,
  });
  const current = form.watch('is_currently_studying');

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <RequiredNote />
      <div className={styles.grid}>
        <TextField form={form} name="school" label={t('school')} required />
        <SelectField form={form} name="degree_id" label={t('educationLevel')} choices={lists.degrees} required />
        <TextField form={form} name="field_of_study" label={t('fieldOfStudy')} />
        <TextField form={form} name="study_period_from" label={t('from')} type="month" required />
        {!current && <TextField form={form} name="study_period_to" label={t('to')} type="month" required />}
      </div>
      <CheckboxField form={form} name="is_currently_studying" label={t('currentlyStudying')} />
      <TextAreaField form={form} name="description" label={t('description')} hint={t('descriptionHint')} rows={4} />
      <ProblemAlert alert={alert} />
      {confirmDuplicate && <DuplicateConfirm pending={pending} onCancel={dismissDuplicate} onConfirm={confirmDuplicate} />}
      <FormActions pending={pending} onCancel={cancel} />
    </form>
  );
}
