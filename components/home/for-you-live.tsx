'use client';

import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { jobPath } from '@/lib/job-url';
import type { JobCard } from '@/lib/schemas/job';
import { loadBrowserHttp } from '@/services/browser-context';
import type { ForYouLabels } from './for-you-labels';

/** How many recommended jobs the home shows; the full list is /onsite-job. */
export const forYouSize = 6;

type State = { kind: 'loading' } | { kind: 'ready'; jobs: JobCard[] } | { kind: 'failed' };

/**
 * The signed-in seeker's recommended jobs (GET /recommend/jobs-for-you, every preference), or an
 * invitation to add job preferences when there is nothing to recommend yet. A failed call leaves
 * the section out: the rest of the home is still there.
 */
export function ForYouLive({ labels }: { labels: ForYouLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([loadBrowserHttp(), import('@/services/recommend')])
      .then(([http, recommend]) => recommend.getJobsForYou(http, { arrangement: 'all', size: forYouSize }))
      .then((result) => live && setState({ kind: 'ready', jobs: result.jobs }))
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind !== 'ready') return null;
  const path = (to: string) => `/${labels.language}${to}`;
  const hasJobs = state.jobs.length > 0;
  return (
    <section aria-labelledby="for-you" className="section home-section" data-testid="for-you">
      <div className="section__head">
        <div>
          <h2 id="for-you">{labels.title}</h2>
          <p className="muted">{hasJobs ? labels.intro : labels.empty}</p>
        </div>
        <NextLink href={path(hasJobs ? '/onsite-job' : '/manage-profile')} className="home-section__more" prefetch={false}>
          {hasJobs ? labels.seeAll : labels.addPreferences}
        </NextLink>
      </div>
      {hasJobs ? (
        <ul className="job-list" aria-label={labels.title}>
          {state.jobs.map((job) => (
            <li key={job.id}>
              <article className="job-card">
                <h3 className="job-card__title" dir="auto">
                  <NextLink href={path(jobPath(job.title, job.id))} className="job-card__link" prefetch={false}>
                    {job.title}
                  </NextLink>
                </h3>
                <p className="job-card__company" dir="auto">
                  {job.company.name}
                </p>
                <p className="muted">{[job.location?.value, labels.arrangement[job.work_arrangement]].filter(Boolean).join(' · ')}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
