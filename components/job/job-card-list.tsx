import type { Language } from '@/lib/languages';
import type { JobCard as JobCardData } from '@/lib/schemas/job';
import { JobCard } from './job-card';

/** Job cards in a responsive grid (or one column), as every listing shows them. */
export function JobCardList({
  jobs,
  language,
  now,
  label,
  single = false,
}: {
  jobs: JobCardData[];
  language: Language;
  now: Date;
  label?: string;
  single?: boolean;
}) {
  return (
    <ul className={single ? 'job-list job-list--single' : 'job-list'} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} language={language} now={now} />
        </li>
      ))}
    </ul>
  );
}
