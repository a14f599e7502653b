'use client';

import { useTranslations } from 'next-intl';
import type { LinkBody, ProfileLink } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createLink, updateLink } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { TextField } from './fields';
import { ProfileFormFrame } from './form-parts';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';

/** Add or edit a link (display name, URL, description). */
export function LinkForm({ entry, onDone, onCancel }: EntryFormProps<ProfileLink>) {
  const t = useTranslations('ProfileForm');
  const { form, frame } = useProfileForm<LinkBody>({
    schema: loaders.link,
    defaultValues: { title: entry?.title ?? '', url: entry?.url ?? '', description: entry?.description ?? '' },
    save: (body) => (entry ? updateLink(browserHttp(), entry.id, body) : createLink(browserHttp(), body)),
    onDone,
  });
  return (
    <ProfileFormFrame {...frame} onCancel={onCancel}>
      <TextField form={form} name="title" label={t('linkTitle')} required />
      <TextField form={form} name="url" label={t('url')} type="url" required hint={t('urlHint')} />
      <TextField form={form} name="description" label={t('linkDescription')} />
    </ProfileFormFrame>
  );
}
