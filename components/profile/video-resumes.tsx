'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { videoResumeLimit } from '@/lib/schemas/api-codes/resumes';
import type { VideoResume } from '@/lib/schemas/video-resumes';
import { maxVideoResumes, minutesAndSeconds, type VideoProblem, videoResumeMaxBytes, videoResumeMaxSeconds } from '@/lib/video-resume-rules';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import { deleteVideoResume, listVideoResumes, uploadVideoResume, videoResumeKeys } from '@/services/jobseeker-video-resumes';
import { FormAlert } from './fields';
import { ProfileDialog } from './profile-dialog';
import { UploadProgress } from './upload-progress';
import { useUpload } from './use-upload';
import { coverMegabytes, extensionOf, VideoEntry } from './video-resume-entry';
import styles from './profile.module.css';

const videoMegabytes = videoResumeMaxBytes / (1024 * 1024);
const maxMinutes = videoResumeMaxSeconds / 60;

/**
 * The length of a chosen video in seconds, read by the browser from the file's metadata through a
 * detached <video>; null when the browser cannot read it (a codec it lacks): the platform, which
 * reads the container itself, decides then.
 */
function lengthInBrowser(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), 15_000);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/**
 * Video resumes under manage-profile (platform spec §2, §3, §9; docs/decisions/0043): up to three
 * MP4 videos under 3 minutes and 30 MB, checked in the browser (type, size, and the length from
 * the file's metadata) and again by the platform from the bytes; upload with progress and cancel,
 * playback with the cover as poster, a cover image for each, delete with confirmation.
 */
export function VideoResumes() {
  const t = useTranslations('VideoResumes');
  const tf = useTranslations('ProfileForm');
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const videos = useQuery({ queryKey: videoResumeKeys.list(), queryFn: async () => (await listVideoResumes(browserHttp())).video_resumes });
  const list = videos.data ?? [];
  const [deleting, setDeleting] = useState<VideoResume | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: videoResumeKeys.list() });

  const messageOf = (reason: VideoProblem | undefined, seconds?: number) => {
    switch (reason) {
      case 'empty':
        return t('errorEmpty');
      case 'too_large':
        return t('errorSize', { size: videoMegabytes });
      case 'too_long':
        return t('errorTooLong', { length: minutesAndSeconds(seconds ?? 0), max: maxMinutes });
      case 'not_video':
      case 'unsupported':
        return t('errorType');
      case 'not_image':
        return t('errorCoverType');
      default:
        return null;
    }
  };
  const problemOf = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) return t('errorFailed');
    if (error.code === videoResumeLimit) return t('errorTooMany', { max: maxVideoResumes });
    const reason = error.data?.reason as VideoProblem | undefined;
    if (reason === 'too_large' && error.fieldErrors.video_cover) return t('errorCoverSize', { size: coverMegabytes });
    return messageOf(reason, Number(error.data?.duration ?? 0)) ?? fallback;
  };

  const uploads = useUpload({
    check: (file) => {
      if (extensionOf(file.name) !== 'mp4') return t('errorType');
      if (file.size === 0) return t('errorEmpty');
      if (file.size > videoResumeMaxBytes) return t('errorSize', { size: videoMegabytes });
      if (list.length >= maxVideoResumes) return t('errorTooMany', { max: maxVideoResumes });
      // The length last: reading it takes the browser a moment, shown as "checking".
      return lengthInBrowser(file).then((seconds) =>
        seconds !== null && seconds > videoResumeMaxSeconds ? t('errorTooLong', { length: minutesAndSeconds(seconds), max: maxMinutes }) : null,
      );
    },
    send: (file, options) => uploadVideoResume(browserHttp(), file, options),
    uploaded: (_, file) => t('uploaded', { name: file.name }),
    cancelled: () => t('uploadCancelled'),
    refused: (error) => problemOf(error, t('errorUpload')),
    refresh,
  });
  const { upload, checking, setProblem, setStatus } = uploads;

  const removal = useMutation({
    mutationFn: (video: VideoResume) => deleteVideoResume(browserHttp(), video.id),
    onSuccess: async (_, video) => {
      setDeleting(null);
      setStatus(t('deleted', { name: video.filename }));
      await refresh();
    },
    onError: (error) => {
      setDeleting(null);
      setProblem(problemOf(error, t('errorDelete')));
    },
  });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{t('title')}</h2>
      </div>
      <p className={styles.hint}>{t('intro', { max: maxVideoResumes, minutes: maxMinutes, size: videoMegabytes })}</p>
      <FormAlert message={uploads.problem} />
      <p role="status" className={styles.hint}>
        {uploads.status ?? (checking ? t('checking') : null)}
      </p>
      {videos.isPending ? null : list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.entries} aria-label={t('listLabel')}>
          {list.map((video, index) => (
            <VideoEntry
              key={video.id}
              video={video}
              number={index + 1}
              onCover={async () => {
                setProblem(null);
                setStatus(t('coverUploaded', { name: video.filename }));
                await refresh();
              }}
              onProblem={(error) => {
                setStatus(null);
                setProblem(typeof error === 'string' ? error : problemOf(error, t('errorCoverUpload')));
              }}
              onDelete={() => setDeleting(video)}
            />
          ))}
        </ul>
      )}
      {upload ? (
        <UploadProgress
          upload={upload}
          percent={uploads.percent}
          onCancel={uploads.cancel}
          labels={{ uploading: t('uploading', { name: upload.name }), progress: t('progressLabel'), cancel: t('cancelUpload') }}
        />
      ) : (
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('upload')}
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            {t('uploadHint', { minutes: maxMinutes, size: videoMegabytes })}
          </p>
          <FilePicker
            id={inputId}
            accept=".mp4,video/mp4"
            disabled={checking}
            onChange={uploads.choose}
            aria-describedby={`${inputId}-hint`}
            labels={{ choose: tf('fileChoose'), none: tf('fileNone') }}
          />
        </div>
      )}
      <ProfileDialog open={deleting !== null} title={t('deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            <p dir="auto">{t('deleteQuestion', { name: deleting.filename })}</p>
            <div className={styles.actions}>
              <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </button>
              <button type="button" className="button" disabled={removal.isPending} onClick={() => removal.mutate(deleting)}>
                {t('confirmDelete')}
              </button>
            </div>
          </>
        )}
      </ProfileDialog>
    </section>
  );
}
