'use client';

import { useFormatter } from 'next-intl';
import own from './attached-resumes.module.css';
import type { Upload } from './use-upload';

/** The file on its way (use-upload): its name, a bar with the percent, and the button that cancels it. */
export function UploadProgress({
  upload,
  percent,
  onCancel,
  labels,
}: {
  upload: Upload;
  percent: number;
  onCancel: () => void;
  labels: { uploading: string; progress: string; cancel: string };
}) {
  const format = useFormatter();
  return (
    <div className={own.upload}>
      <p dir="auto">{labels.uploading}</p>
      <progress className={own.uploadBar} max={100} value={percent} aria-label={labels.progress} />
      <span aria-hidden="true">{format.number(upload.fraction, { style: 'percent' })}</span>
      <div>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </div>
  );
}
