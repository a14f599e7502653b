'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { browserHttp } from '@/services/browser';
import { listAttachedResumes, resumeKeys } from '@/services/jobseeker-resumes';
import { ResumeImport } from './resume-import';
import styles from './profile.module.css';

/**
 * Step page 1101 (core spec §4: after creating a resume or a quick upload): what the newest
 * resume's reading found, and the choice of what to import, above the rest of step 2.
 */
export function ResumeImportStep() {
  const t = useTranslations('ResumeImport');
  const headingId = useId();
  const resumes = useQuery({ queryKey: resumeKeys.list(), queryFn: async () => (await listAttachedResumes(browserHttp())).resumes });
  const newest = resumes.data?.find((resume) => resume.parse_id);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('stepHeading')}</h2>
      {resumes.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : newest?.parse_id ? (
        <>
          <p dir="auto" className={styles.hint}>
            {newest.filename}
          </p>
          <ResumeImport parseId={newest.parse_id} />
        </>
      ) : (
        <p className={styles.empty}>{t('stepNone')}</p>
      )}
    </section>
  );
}
