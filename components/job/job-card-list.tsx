import type { Language } from '@/lib/languages';
import type { JobCard as JobCardData } from '@/lib/schemas/job';
import { cardAttributes, type ListTracking, listAttributes } from '@/lib/tracking/attributes';
import { JobCard } from './job-card';

/**
 * Job cards in a responsive grid (or one column), as every listing shows them. With `tracking`
 * the list and cards carry data attributes that the lazily loaded tracking reads for exposures
 * and clicks (lib/tracking/start.ts); the cards stay server-rendered.
 */
export function JobCardList({
  jobs,
  language,
  now,
  label,
  single = false,
  tracking,
}: {
  jobs: JobCardData[];
  language: Language;
  now: Date;
  label?: string;
  single?: boolean;
  tracking?: ListTracking;
}) {
  return (
    <ul className={single ? 'job-list job-list--single' : 'job-list'} aria-label={label} {...listAttributes(tracking)}>
      {jobs.map((job, position) => (
        <li key={job.id} {...cardAttributes(tracking, job.id, position + 1)}>
          <JobCard job={job} language={language} now={now} />
        </li>
      ))}
    </ul>
  );
}
