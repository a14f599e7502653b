'use client';

import { useTranslations } from 'next-intl';
import type { WorkExperience, WorkExperienceBody } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createWorkExperience, updateWorkExperience } from '@/services/jobseeker';
import { CompanyNameField } from './company-name-field';
import type { EntryFormProps } from './entry-list';
import { CheckboxField, RequiredNote, SelectField, TextAreaField, TextField } from './fields';
import { DuplicateConfirm, FormActions, ProblemAlert } from './form-parts';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useEntryForm } from './use-entry-form';
import styles from './profile.module.css';

function defaultsOf(entry: WorkExperience | null): WorkExperienceBody {
  return {
    company_name: entry?.company_name ?? '',
    job_title: entry?.job_title ?? '',
    industry_id: entry?.industry_id ?? null,
    working_period_from: entry?.working_period_from ?? '',
    working_period_to: entry?.working_period_to ?? null,
    is_currently_work_here: entry?.is_currently_work_here ?? false,
    salary: entry?.salary ?? null,
    currency: entry?.currency ?? null,
    description: entry?.description ?? '',
    hide_from_company: entry?.hide_from_company ?? false,
  };
}

/** Add or edit a work experience (platform spec §3, §5); a duplicate asks to confirm. */
export function WorkExperienceForm({ entry, onDone, onCancel, lists, draft }: EntryFormProps<WorkExperience> & { lists: ProfileLists; draft?: string | null }) {
  const t = useTranslations('ProfileForm');
  const { form, alert, pending, submit, confirmDuplicate, dismissDuplicate, cancel } = useEntryForm<WorkExperienceBody, WorkExperience>({
    schema: loaders.workExperience,
    entry,
    defaults: defaultsOf,
    draft,
    create: (body) => createWorkExperience(browserHttp(), body),
    update: (id, body) => updateWorkExperience(browserHttp(), id, body),
    onDone,
    onCancel,
  });
  const current = form.watch('is_currently_work_here');

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <RequiredNote />
      <div className={styles.grid}>
        <CompanyNameField form={form} name="company_name" label={t('companyName')} required />
        <TextField form={form} name="job_title" label={t('jobTitle')} required autoComplete="organization-title" />
        <SelectField form={form} name="industry_id" label={t('industry')} choices={lists.industries} />
        <TextField form={form} name="working_period_from" label={t('from')} type="month" required />
        {!current && <TextField form={form} name="working_period_to" label={t('to')} type="month" required />}
      </div>
      <CheckboxField form={form} name="is_currently_work_here" label={t('currentlyWorkHere')} />
      <div className={styles.grid}>
        <TextField form={form} name="salary" label={t('monthlySalary')} type="number" />
        <SelectField form={form} name="currency" label={t('currency')} choices={lists.currencies} numeric={false} />
      </div>
      <TextAreaField form={form} name="description" label={t('description')} hint={t('descriptionHint')} rows={5} />
      <CheckboxField form={form} name="hide_from_company" label={t('hideFromCompany')} />
      <ProblemAlert alert={alert} />
      {confirmDuplicate && <DuplicateConfirm pending={pending} onCancel={dismissDuplicate} onConfirm={confirmDuplicate} />}
      <FormActions pending={pending} onCancel={cancel} />
    </form>
  );
}
