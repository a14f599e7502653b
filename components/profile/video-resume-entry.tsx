'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import type { VideoResume } from '@/lib/schemas/video-resumes';
import { minutesAndSeconds, videoCoverExtensions, videoCoverMaxBytes } from '@/lib/video-resume-rules';
import { browserHttp } from '@/services/browser';
import { uploadVideoCover, videoResumeHrefs } from '@/services/jobseeker-video-resumes';
import own from './attached-resumes.module.css';
import mine from './video-resumes.module.css';
import styles from './profile.module.css';
import { UploadedAt } from './uploaded-at';

export const coverMegabytes = videoCoverMaxBytes / (1024 * 1024);
const coverAccept = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
/** A file name's extension in lower case; '' without one. */
export const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '');

/** One video resume: the player with its cover as poster, its facts, a cover picker and delete. */
export function VideoEntry({
  video,
  number,
  onCover,
  onProblem,
  onDelete,
}: {
  video: VideoResume;
  number: number;
  onCover: () => Promise<void>;
  onProblem: (error: unknown) => void;
  onDelete: () => void;
}) {
  const t = useTranslations('VideoResumes');
  const tf = useTranslations('ProfileForm');
  const format = useFormatter();
  const coverId = useId();
  const [busy, setBusy] = useState(false);
  const hrefs = videoResumeHrefs(video);
  const label = t('videoLabel', { number });

  async function chooseCover(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(videoCoverExtensions as readonly string[]).includes(extensionOf(file.name))) return onProblem(t('errorCoverType'));
    if (file.size > videoCoverMaxBytes) return onProblem(t('errorCoverSize', { size: coverMegabytes }));
    setBusy(true);
    try {
      await uploadVideoCover(browserHttp(), video.id, file);
      await onCover();
    } catch (error) {
      onProblem(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`${styles.entry} ${mine.entry}`}>
      <div className={mine.main}>
        <h3>{label}</h3>
        {/* biome-ignore lint/a11y/useMediaCaption: a seeker's own recording has no caption track to offer */}
        <video controls preload="metadata" playsInline src={hrefs.video} poster={hrefs.cover} aria-label={label} className={mine.video} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('length')}</dt>
            <dd>{minutesAndSeconds(video.duration)}</dd>
          </div>
          <div>
            <dt>{t('size')}</dt>
            <dd>{format.number(Math.max(0.1, video.size / (1024 * 1024)), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })}</dd>
          </div>
          <UploadedAt label={t('uploadedAt')} at={video.created_at} />
        </dl>
        <p className={own.flags}>{video.cover_version === null ? t('noCover') : t('hasCover')}</p>
      </div>
      <div className={styles.entryActions}>
        <div className={styles.field}>
          <label htmlFor={coverId} className={styles.label}>
            {video.cover_version === null ? t('addCover') : t('changeCover')}
          </label>
          <p id={`${coverId}-hint`} className={styles.hint}>
            {t('coverHint', { size: coverMegabytes })}
          </p>
          <FilePicker
            id={coverId}
            accept={coverAccept}
            disabled={busy}
            onChange={chooseCover}
            aria-describedby={`${coverId}-hint`}
            labels={{ choose: tf('fileChoose'), none: tf('fileNone') }}
          />
        </div>
        <button type="button" className="link-button" onClick={onDelete} aria-label={t('deleteNamed', { name: label })}>
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
