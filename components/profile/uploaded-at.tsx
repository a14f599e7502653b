'use client';

import { useFormatter } from 'next-intl';

/** When a file was uploaded, as one fact of an entry's list: the date and time in the reader's locale. */
export function UploadedAt({ label, at }: { label: string; at: string }) {
  const format = useFormatter();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={at}>{format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </dd>
    </div>
  );
}
