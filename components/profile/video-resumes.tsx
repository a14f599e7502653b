'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformClient } from '@/services/http-base';
import { isCancelled } from '@/services/lazy-http';
import { useFormatter, useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import type { VideoResume } from '@/lib/schemas/video-resumes';
import {
  maxVideoResumes,
  minutesAndSeconds,
  type VideoProblem,
  videoCoverExtensions,
  videoCoverMaxBytes,
  videoResumeMaxBytes,
  videoResumeMaxSeconds,
} from '@/lib/video-resume-rules';
import { ApiError } from '@/services/api-error';
import { browserHttp } from '@/services/browser';
import {
  deleteVideoResume,
  listVideoResumes,
  uploadVideoCover,
  uploadVideoResume,
  videoResumeHrefs,
  videoResumeKeys,
} from '@/services/jobseeker-video-resumes';
import own from './attached-resumes.module.css';
import mine from './video-resumes.module.css';
import { FormAlert } from './fields';
import { ProfileDialog } from './profile-dialog';
import styles from './profile.module.css';
import { videoResumeLimit } from '@/lib/schemas/api-codes/resumes';

const videoMegabytes = videoResumeMaxBytes / (1024 * 1024);
const coverMegabytes = videoCoverMaxBytes / (1024 * 1024);
const maxMinutes = videoResumeMaxSeconds / 60;
const coverAccept = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '');

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

interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

/**
 * Video resumes under manage-profile (platform spec §2, §3, §9; docs/decisions/0043): up to three
 * MP4 videos under 3 minutes and 30 MB, checked in the browser (type, size, and the length from
 * the file's metadata) and again by the platform from the bytes; upload with progress and cancel,
 * playback with the cover as poster, a cover image for each, delete with confirmation.
 * `http` is for tests; the page uses the browser's instance.
 */
export function VideoResumes({ http: givenHttp }: { http?: PlatformClient }) {
  const t = useTranslations('VideoResumes');
  const tf = useTranslations('ProfileForm');
  const format = useFormatter();
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const http = () => givenHttp ?? browserHttp();
  const videos = useQuery({ queryKey: videoResumeKeys.list(), queryFn: async () => (await listVideoResumes(http())).video_resumes });
  const list = videos.data ?? [];
  const [upload, setUpload] = useState<Upload | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
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

  async function start(file: File) {
    const controller = new AbortController();
    setUpload({ name: file.name, fraction: 0, controller });
    try {
      await uploadVideoResume(http(), file, {
        signal: controller.signal,
        onProgress: (fraction) => setUpload((current) => (current?.controller === controller ? { ...current, fraction } : current)),
      });
      setStatus(t('uploaded', { name: file.name }));
      await refresh();
    } catch (error) {
      if (isCancelled(error)) setStatus(t('uploadCancelled'));
      else setProblem(problemOf(error, t('errorUpload')));
    } finally {
      setUpload((current) => (current?.controller === controller ? null : current));
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    setStatus(null);
    if (!file) return;
    if (extensionOf(file.name) !== 'mp4') return setProblem(t('errorType'));
    if (file.size === 0) return setProblem(t('errorEmpty'));
    if (file.size > videoResumeMaxBytes) return setProblem(t('errorSize', { size: videoMegabytes }));
    if (list.length >= maxVideoResumes) return setProblem(t('errorTooMany', { max: maxVideoResumes }));
    setChecking(true);
    const seconds = await lengthInBrowser(file);
    setChecking(false);
    if (seconds !== null && seconds > videoResumeMaxSeconds) return setProblem(t('errorTooLong', { length: minutesAndSeconds(seconds), max: maxMinutes }));
    void start(file);
  }

  const removal = useMutation({
    mutationFn: (video: VideoResume) => deleteVideoResume(http(), video.id),
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

  const percent = upload ? Math.round(upload.fraction * 100) : 0;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{t('title')}</h2>
      </div>
      <p className={styles.hint}>{t('intro', { max: maxVideoResumes, minutes: maxMinutes, size: videoMegabytes })}</p>
      <FormAlert message={problem} />
      <p role="status" className={styles.hint}>
        {status ?? (checking ? t('checking') : null)}
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
              http={http}
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
        <div className={own.upload}>
          <p dir="auto">{t('uploading', { name: upload.name })}</p>
          <progress className={own.uploadBar} max={100} value={percent} aria-label={t('progressLabel')} />
          <span aria-hidden="true">{format.number(upload.fraction, { style: 'percent' })}</span>
          <div>
            <button type="button" className="button button--secondary" onClick={() => upload.controller.abort()}>
              {t('cancelUpload')}
            </button>
          </div>
        </div>
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
            onChange={choose}
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

function VideoEntry({
  video,
  number,
  http,
  onCover,
  onProblem,
  onDelete,
}: {
  video: VideoResume;
  number: number;
  http: () => PlatformClient;
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
      await uploadVideoCover(http(), video.id, file);
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
          <div>
            <dt>{t('uploadedAt')}</dt>
            <dd>
              <time dateTime={video.created_at}>{format.dateTime(new Date(video.created_at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </dd>
          </div>
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
