'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { importableEducation, importableLanguage, importableWork } from '@/lib/resume-import-rules';
import type { ResumeContent, ResumeImportResult, SyncableContent } from '@/lib/schemas/resume-parsing';
import { PhoneNumber } from '@/components/ui/phone-number';
import { browserHttp } from '@/services/browser';
import { getSyncableContent, importResumeContent, resumeParsingKeys } from '@/services/resume-parsing';
import { FormAlert } from './fields';
import styles from './profile.module.css';
import { useProfileChanged } from './use-profile';

type Group = 'work_experiences' | 'educations' | 'skills' | 'languages';
const groups: Group[] = ['work_experiences', 'educations', 'skills', 'languages'];
/** How often the page asks again while the resume is being read. */
const pollMs = 2000;

function importable(content: ResumeContent, group: Group): boolean[] {
  if (group === 'work_experiences') return content.work_experiences.map(importableWork);
  if (group === 'educations') return content.educations.map(importableEducation);
  if (group === 'languages') return content.languages.map(importableLanguage);
  return content.skills.map((skill) => skill.length <= 50);
}

/**
 * What a resume's reading found, and the choice of what to add to the profile (issue 12 item 2):
 * asks again every 2 s while it is being read, says honestly when it could not be read, then
 * lists work experience, education, skills and languages with a box each (those with enough to
 * import ticked). Importing twice adds nothing twice: the platform skips what the profile has.
 */
export function ResumeImport({ parseId, onDone }: { parseId: number; onDone?: (result: ResumeImportResult) => void }) {
  const t = useTranslations('ResumeImport');
  const reading = useQuery({
    queryKey: resumeParsingKeys.content(parseId),
    queryFn: () => getSyncableContent(browserHttp(), parseId),
    refetchInterval: (query) => (query.state.data?.state === 'analysing' ? pollMs : false),
  });
  if (reading.isPending) return <p role="status">{t('loading')}</p>;
  if (reading.isError) return <FormAlert message={t('loadFailed')} />;
  return <ReadingState reading={reading.data} onDone={onDone} />;
}

function ReadingState({ reading, onDone }: { reading: SyncableContent; onDone?: (result: ResumeImportResult) => void }) {
  const t = useTranslations('ResumeImport');
  if (reading.state === 'analysing') return <p role="status">{t('analysing')}</p>;
  if (reading.state === 'failed' || !reading.content) {
    const reason = reading.failure === 'no_text' ? t('failedNoText') : reading.failure === 'unreadable' ? t('failedUnreadable') : t('failedError');
    return (
      <div role="alert" className={styles.alert}>
        {reason}
      </div>
    );
  }
  return <Picker parseId={reading.parse_id} content={reading.content} onDone={onDone} />;
}

function Picker({ parseId, content, onDone }: { parseId: number; content: ResumeContent; onDone?: (result: ResumeImportResult) => void }) {
  const t = useTranslations('ResumeImport');
  const format = useFormatter();
  const id = useId();
  const changed = useProfileChanged();
  const [chosen, setChosen] = useState<Record<Group, Set<number>>>(() => {
    const start = {} as Record<Group, Set<number>>;
    for (const group of groups) start[group] = new Set(importable(content, group).flatMap((ok, index) => (ok ? [index] : [])));
    return start;
  });
  const [result, setResult] = useState<ResumeImportResult | null>(null);
  const save = useMutation({
    mutationFn: () => importResumeContent(browserHttp(), parseId, Object.fromEntries(groups.map((group) => [group, [...chosen[group]]]))),
    onSuccess: async (answer) => {
      setResult(answer);
      await changed();
      onDone?.(answer);
    },
  });
  // A year the resume gave alone is shown as the year: no month is made up (issue 36).
  const month = (value: string | null) => {
    if (!value) return '?';
    if (value.length === 4) return format.dateTime(new Date(`${value}-01-01T00:00:00Z`), { year: 'numeric', timeZone: 'UTC' });
    return format.dateTime(new Date(`${value}-01T00:00:00Z`), { year: 'numeric', month: 'short', timeZone: 'UTC' });
  };
  const period = (entry: { from: string | null; to: string | null; current: boolean }) =>
    t('period', { from: month(entry.from), to: entry.current ? t('present') : month(entry.to) });
  const toggle = (group: Group, index: number) =>
    setChosen((current) => {
      const next = new Set(current[group]);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return { ...current, [group]: next };
    });
  const labels: Record<Group, string[]> = {
    work_experiences: content.work_experiences.map((work) => `${work.job_title ?? '?'} · ${work.company_name ?? '?'} · ${period(work)}`),
    educations: content.educations.map((education) => [education.school ?? '?', education.degree, period(education)].filter(Boolean).join(' · ')),
    skills: content.skills,
    languages: content.languages.map((language) => (language.proficiency ? `${language.name} · ${t(`level.${language.proficiency}`)}` : language.name)),
  };
  const total = groups.reduce((sum, group) => sum + chosen[group].size, 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (total > 0 && !save.isPending) save.mutate();
  }

  if (result) {
    const created = groups.reduce((sum, group) => sum + result[group].created, 0);
    const skipped = groups.reduce((sum, group) => sum + result[group].skipped, 0);
    return (
      <p role="status">
        {t('imported', { created })} {skipped > 0 ? t('skipped', { skipped }) : ''}
      </p>
    );
  }
  const empty = groups.every((group) => labels[group].length === 0);
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.hint}>
        {empty ? t('nothingFound') : t('intro')}
      </p>
      {(content.name || content.email || content.phone) && (
        <dl className={styles.facts}>
          {content.name && (
            <div>
              <dt>{t('name')}</dt>
              <dd dir="auto">{content.name}</dd>
            </div>
          )}
          {content.email && (
            <div>
              <dt>{t('email')}</dt>
              <dd dir="ltr">{content.email}</dd>
            </div>
          )}
          {content.phone && (
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <PhoneNumber value={content.phone} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {groups.map((group) => {
        const allowed = importable(content, group);
        if (labels[group].length === 0) return null;
        return (
          <fieldset key={group} className={styles.fieldset}>
            <legend>{t(`group.${group}`)}</legend>
            {labels[group].map((label, index) => {
              const inputId = `${id}-${group}-${index}`;
              return (
                <div key={inputId}>
                  <label className={styles.check} htmlFor={inputId}>
                    <input
                      id={inputId}
                      type="checkbox"
                      checked={chosen[group].has(index)}
                      disabled={!allowed[index]}
                      aria-describedby={allowed[index] ? undefined : `${inputId}-why`}
                      onChange={() => toggle(group, index)}
                    />
                    <span dir="auto">{label}</span>
                  </label>
                  {!allowed[index] && (
                    <p id={`${inputId}-why`} className={styles.hint}>
                      {t(group === 'languages' ? 'unknownLanguage' : 'incomplete')}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <FormAlert message={save.isError ? t('importFailed') : null} />
      {!empty && (
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={total === 0 || save.isPending}>
            {save.isPending ? t('importing') : t('importChosen', { count: total })}
          </button>
        </div>
      )}
    </form>
  );
}
