'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { languageSlugOf } from '@/lib/site-locale';
import { maxResumeDrafts, type ResumeTemplateId, resumeTemplateIds } from '@/lib/resume-templates';
import type { ResumeDraft } from '@/lib/schemas/generated-resumes';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import { deleteResumeDraft, generateResume, listResumeDrafts, resumeDraftDownloadHref, resumeDraftKeys } from '@/services/generated-resumes';
import { FormAlert } from './fields';
import styles from './profile.module.css';
import { tooManyAttempts } from '@/lib/schemas/api-codes/generic';
import { resumeCopyLimit } from '@/lib/schemas/api-codes/resumes';

/**
 * "Create a resume" under manage-profile (platform spec §2 resume templates): pick a template,
 * create the PDF of the profile (POST /jobseeker/generate-resume), and the drafts below with
 * download and delete; at most five are kept (41254).
 */
export function ResumeBuilder() {
  const t = useTranslations('ResumeBuilder');
  const tp = useTranslations('ResumeTemplatesPage');
  const format = useFormatter();
  const language = languageSlugOf(useLocale());
  const headingId = useId();
  const pickerId = useId();
  const queryClient = useQueryClient();
  const drafts = useQuery({ queryKey: resumeDraftKeys.list(), queryFn: async () => (await listResumeDrafts(browserHttp())).drafts });
  const [template, setTemplate] = useState<ResumeTemplateId>('classic');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const list = drafts.data ?? [];
  const full = list.length >= maxResumeDrafts;
  const refresh = () => queryClient.invalidateQueries({ queryKey: resumeDraftKeys.list() });
  const problemOf = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('failed');
    if (error.code === resumeCopyLimit) return t('limit', { max: maxResumeDrafts });
    if (error.code === tooManyAttempts) return t('tooMany', { minutes: Math.max(1, Math.ceil(Number(error.data?.retry_after ?? 60) / 60)) });
    return t('failed');
  };

  const creation = useMutation({
    mutationFn: () => generateResume(browserHttp(), { template_id: template }),
    onMutate: () => {
      setProblem(null);
      setStatus(t('generating'));
    },
    onSuccess: async (draft) => {
      const missing = draft.missing_characters ?? [];
      setStatus(missing.length > 0 ? t('createdMissing', { chars: missing.join(' ') }) : t('created'));
      await refresh();
    },
    onError: (error) => {
      setStatus(null);
      setProblem(problemOf(error));
    },
  });
  const removal = useMutation({
    mutationFn: (draft: ResumeDraft) => deleteResumeDraft(browserHttp(), draft.id),
    onSuccess: async () => {
      setProblem(null);
      setStatus(t('deleted'));
      await refresh();
    },
    onError: (error) => setProblem(problemOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (full) setProblem(t('limit', { max: maxResumeDrafts }));
    else creation.mutate();
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{t('title')}</h2>
        <NextLink href={`/${language}/resume-templates`} className="link-button">
          {t('browse')}
        </NextLink>
      </div>
      <p className={styles.hint}>{t('intro')}</p>
      <form onSubmit={submit} className={styles.field}>
        <label htmlFor={pickerId} className={styles.label}>
          {t('template')}
        </label>
        <select id={pickerId} className={styles.input} value={template} onChange={(event) => setTemplate(event.target.value as ResumeTemplateId)}>
          {resumeTemplateIds.map((id) => (
            <option key={id} value={id}>
              {tp(id)}
            </option>
          ))}
        </select>
        <div className={`${styles.actions} ${styles.actionsStart}`}>
          <button type="submit" className="button" disabled={creation.isPending}>
            {creation.isPending ? t('generating') : t('generate')}
          </button>
        </div>
      </form>
      <FormAlert message={problem} />
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <h3>{t('drafts')}</h3>
      {list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('drafts')}>
          {list.map((draft) => (
            <li key={draft.id} className={styles.entry}>
              <div>
                <p className="entryText" dir="auto">
                  {draft.filename}
                </p>
                <p>
                  {format.dateTime(new Date(draft.created_at), { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
                  {format.number(draft.size / 1024, { maximumFractionDigits: 0 })} KB
                </p>
              </div>
              <div className={styles.entryActions}>
                <a href={resumeDraftDownloadHref(draft.id)} download className="link-button" aria-label={`${t('download')}: ${draft.filename}`}>
                  {t('download')}
                </a>
                <button
                  type="button"
                  className="link-button"
                  disabled={removal.isPending}
                  onClick={() => removal.mutate(draft)}
                  aria-label={t('deleteLabel', { name: draft.filename })}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
