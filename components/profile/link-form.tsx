'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { LinkBody, ProfileLink } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createLink, updateLink } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { RequiredNote, TextField } from './fields';
import { FormActions, ProblemAlert } from './form-parts';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

/** Add or edit a link (display name, URL, description). */
export function LinkForm({ entry, onDone, onCancel }: EntryFormProps<ProfileLink>) {
  const t = useTranslations('ProfileForm');
  const { form, alert, onServerError, resetProblems } = useProfileForm<LinkBody>({
    schema: loaders.link,
    defaultValues: { title: entry?.title ?? '', url: entry?.url ?? '', description: entry?.description ?? '' },
  });
  const save = useMutation({
    mutationFn: (body: LinkBody) => (entry ? updateLink(browserHttp(), entry.id, body) : createLink(browserHttp(), body)),
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
      <TextField form={form} name="title" label={t('linkTitle')} required />
      <TextField form={form} name="url" label={t('url')} type="url" required hint={t('urlHint')} />
      <TextField form={form} name="description" label={t('linkDescription')} />
      <ProblemAlert alert={alert} />
      <FormActions pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
