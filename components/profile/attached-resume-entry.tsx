'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { resumeDownloadHref } from '@/services/jobseeker-resumes';
import own from './attached-resumes.module.css';
import styles from './profile.module.css';
import { UploadedAt } from './uploaded-at';

/**
 * One attached resume in the list: its name, format, size, upload time, whether it was read for
 * the profile and whether chat sends it, and what can be done with it.
 */
export function AttachedResumeEntry({
  resume,
  autoSendPending,
  onImport,
  onRename,
  onSend,
  onAutoSend,
  onDelete,
}: {
  resume: AttachedResume;
  autoSendPending: boolean;
  onImport: () => void;
  onRename: () => void;
  onSend: () => void;
  onAutoSend: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('Resumes');
  const ti = useTranslations('ResumeImport');
  const format = useFormatter();
  return (
    <li className={styles.entry}>
      <div>
        <h3 dir="auto">{resume.filename}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('format')}</dt>
            <dd>{resume.format.toUpperCase()}</dd>
          </div>
          <div>
            <dt>{t('size')}</dt>
            <dd>{sizeOf(resume.size, format)}</dd>
          </div>
          <UploadedAt label={t('uploadedAt')} at={resume.created_at} />
        </dl>
        <p className={own.flags}>{syncLabel(resume, t, ti)}</p>
        {resume.auto_send && <p className={own.flags}>{t('autoSend')}</p>}
      </div>
      <div className={styles.entryActions}>
        {resume.sync_state === 'completed' && resume.parse_id ? (
          <button type="button" className="link-button" onClick={onImport} aria-label={ti('importNamed', { name: resume.filename })}>
            {ti('importButton')}
          </button>
        ) : null}
        <a href={resumeDownloadHref(resume.id)} download className="link-button" aria-label={t('downloadNamed', { name: resume.filename })}>
          {t('download')}
        </a>
        <button type="button" className="link-button" onClick={onRename} aria-label={t('renameNamed', { name: resume.filename })}>
          {t('rename')}
        </button>
        <button type="button" className="link-button" onClick={onSend} aria-label={t('sendEmailNamed', { name: resume.filename })}>
          {t('sendEmail')}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={autoSendPending}
          onClick={onAutoSend}
          aria-label={`${resume.auto_send ? t('stopAutoSend') : t('useForAutoSend')}: ${resume.filename}`}
        >
          {resume.auto_send ? t('stopAutoSend') : t('useForAutoSend')}
        </button>
        <button type="button" className="link-button" onClick={onDelete} aria-label={t('deleteNamed', { name: resume.filename })}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}

/** Whether the resume was read for the profile (platform spec §4 Resume sync), said as it is. */
function syncLabel(resume: AttachedResume, t: ReturnType<typeof useTranslations<'Resumes'>>, ti: ReturnType<typeof useTranslations<'ResumeImport'>>) {
  if (resume.sync_state === 'analysing') return ti('stateAnalysing');
  if (resume.sync_state === 'failed') return ti('stateFailed');
  // Imported: the platform says so (files.imported_at), so it holds after a reload and in any tab.
  if (resume.sync_state === 'completed' && resume.imported_at) return ti('stateImported');
  return resume.syncable ? t('syncable') : t('notSyncable');
}

function sizeOf(bytes: number, format: ReturnType<typeof useFormatter>) {
  if (bytes >= 1024 * 1024) return format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}
