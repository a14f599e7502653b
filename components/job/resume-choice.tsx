'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '@/components/providers/text-provider';
import { languageBySlug } from '@/lib/languages';
import { documentSite, loadBrowserHttp } from '@/services/browser-context';
import { listAttachedResumes, resumeKeys } from '@/services/jobseeker-resumes';

/**
 * The signed-in apply form's resume: one of the seeker's attached resumes, the newest chosen
 * first; the application carries its id (POST …/applications, resume_id). No resume: a link to
 * manage-profile, where one is uploaded.
 */
export function ResumeChoice({
  field,
  chosen,
  choose,
  error,
}: {
  field: UseFormRegisterReturn;
  chosen: string;
  choose: (id: string) => void;
  error?: string;
}) {
  const t = useText('ResumeChoice');
  const legendId = useId();
  const hintId = useId();
  const resumes = useQuery({ queryKey: resumeKeys.list(), queryFn: async () => (await listAttachedResumes(await loadBrowserHttp())).resumes });
  const list = resumes.data ?? [];
  const first = list[0];
  useEffect(() => {
    if (first && !list.some((resume) => String(resume.id) === chosen)) choose(String(first.id));
  }, [first, list, chosen, choose]);

  const site = documentSite();
  const dates = new Intl.DateTimeFormat(languageBySlug(site.language).intl, { dateStyle: 'medium' });
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId}>{t('legend')}</legend>
      <p id={hintId}>{t('hint')}</p>
      {resumes.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        list.map((resume) => (
          <label key={resume.id} className="apply-form__choice">
            <input type="radio" value={String(resume.id)} {...field} />{' '}
            <span dir="auto">
              {t('option', { name: resume.filename, format: resume.format.toUpperCase(), date: dates.format(new Date(resume.created_at)) })}
            </span>
          </label>
        ))
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p>
        <a href={`/${site.language}/manage-profile`}>{t('manage')}</a>
      </p>
    </fieldset>
  );
}
