'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { skillProficiencies } from '@/lib/schemas/jobseeker-constants';
import type { Skill, SkillsBody } from '@/lib/schemas/jobseeker';
import { browserHttp } from '@/services/browser';
import { replaceSkills } from '@/services/jobseeker';
import { FormAlert, SelectField, TextField } from './fields';
import { ProfileFormFrame } from './form-parts';
import { loaders } from './schema-loaders';
import { useProfileForm } from './use-profile-form';
import styles from './profile.module.css';

/** The skills, chosen as a list: at most 10, each at most 50 characters (platform spec §5). */
export function SkillsForm({ skills, onDone, onCancel }: { skills: Skill[]; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ProfileForm');
  const to = useTranslations('ProfileOptions');
  const { form, frame } = useProfileForm<SkillsBody>({
    schema: loaders.skills,
    defaultValues: { skills: skills.map((skill) => ({ value: skill.value, proficiency: skill.proficiency as SkillsBody['skills'][number]['proficiency'] })) },
    save: (body) => replaceSkills(browserHttp(), body),
    onDone,
  });
  const rows = useFieldArray({ control: form.control, name: 'skills' });
  const listError = form.formState.errors.skills?.message ?? form.formState.errors.skills?.root?.message;

  return (
    <ProfileFormFrame {...frame} onCancel={onCancel} requiredNote={false}>
      <p className={styles.hint}>{t('skillsHint')}</p>
      <ul className={styles.entries}>
        {rows.fields.map((row, index) => (
          <li key={row.id} className={styles.entry}>
            <div className={styles.grid}>
              <TextField form={form} name={`skills.${index}.value`} label={t('skillNumbered', { number: index + 1 })} required />
              <SelectField
                form={form}
                name={`skills.${index}.proficiency`}
                label={t('skillLevel', { number: index + 1 })}
                numeric={false}
                choices={skillProficiencies.map((value) => ({ value, label: to(`skill.${value}`) }))}
              />
            </div>
            <button type="button" className="link-button" onClick={() => rows.remove(index)}>
              {t('removeSkill', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="button button--secondary" onClick={() => rows.append({ value: '', proficiency: null })}>
          {t('addSkill')}
        </button>
      </div>
      <FormAlert message={listError} />
    </ProfileFormFrame>
  );
}
