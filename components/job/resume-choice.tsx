'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '@/components/providers/text-provider';
import { languageBySlug } from '@/lib/languages';
import { documentSite, loadBrowserHttp } from '@/services/browser-context';
import { listResumeDrafts, resumeDraftKeys } from '@/services/generated-resumes';
import { listAttachedResumes, resumeKeys } from '@/services/jobseeker-resumes';

/**
 * The signed-in apply form's resume: one of the seeker's attached resumes or of those generated
 * from the profile (issue 35 item 3), the newest upload chosen first; the application carries
 * its id (POST …/applications, resume_id). No resume: a link to manage-profile, where one is
 * uploaded or generated.
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
  const drafts = useQuery({ queryKey: resumeDraftKeys.list(), queryFn: async () => (await listResumeDrafts(await loadBrowserHttp())).drafts });
  const list = useMemo(() => resumes.data ?? [], [resumes.data]);
  const generated = useMemo(() => drafts.data ?? [], [drafts.data]);
  const ids = useMemo(() => [...list.map((resume) => String(resume.id)), ...generated.map((draft) => String(draft.id))], [list, generated]);
  const first = ids[0];
  const pending = resumes.isPending || drafts.isPending;
  useEffect(() => {
    if (!pending && first && !ids.includes(chosen)) choose(first);
  }, [pending, first, ids, chosen, choose]);

  const site = documentSite();
  const dates = new Intl.DateTimeFormat(languageBySlug(site.language).intl, { dateStyle: 'medium' });
  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId}>{t('legend')}</legend>
      <p id={hintId}>{t('hint')}</p>
      {pending ? (
        <p role="status">{t('loading')}</p>
      ) : ids.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          {list.map((resume) => (
            <label key={resume.id} className="apply-form__choice">
              <input type="radio" value={String(resume.id)} {...field} />{' '}
              <span dir="auto">
                {t('option', { name: resume.filename, format: resume.format.toUpperCase(), date: dates.format(new Date(resume.created_at)) })}
              </span>
            </label>
          ))}
          {generated.map((draft) => (
            <label key={draft.id} className="apply-form__choice">
              <input type="radio" value={String(draft.id)} {...field} />{' '}
              <span dir="auto">{t('generatedOption', { name: draft.filename, date: dates.format(new Date(draft.created_at)) })}</span>
            </label>
          ))}
        </>
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
