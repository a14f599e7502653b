'use client';

import { useTranslations } from 'next-intl';
import type { LanguageBody, UserLanguage } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { createLanguage, updateLanguage } from '@/services/jobseeker';
import type { EntryFormProps } from './entry-list';
import { SelectField } from './fields';
import { ProfileFormFrame } from './form-parts';
import type { ProfileLists } from './profile-lists';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

/** Add or edit a language and its proficiency. */
export function LanguageForm({ entry, onDone, onCancel, lists }: EntryFormProps<UserLanguage> & { lists: ProfileLists }) {
  const t = useTranslations('ProfileForm');
  const { form, frame } = useProfileForm<LanguageBody>({
    schema: loaders.language,
    defaultValues: { language_id: entry?.language_id, proficiency: entry?.proficiency as LanguageBody['proficiency'] },
    save: (body) => (entry ? updateLanguage(browserHttp(), entry.id, body) : createLanguage(browserHttp(), body)),
    onDone,
  });
  return (
    <ProfileFormFrame {...frame} onCancel={onCancel}>
      <div className={styles.grid}>
        <SelectField form={form} name="language_id" label={t('language')} choices={lists.languages} required />
        <SelectField form={form} name="proficiency" label={t('proficiency')} choices={lists.languageProficiencies} numeric={false} required />
      </div>
    </ProfileFormFrame>
  );
}
