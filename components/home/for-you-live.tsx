'use client';

import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { jobPath } from '@/lib/job-url';
import type { Course } from '@/lib/schemas/academy';
import type { JobCard } from '@/lib/schemas/job';
import { loadBrowserHttp } from '@/services/browser-context';
import { CourseCards } from '@/components/courses/course-cards';
import type { ForYouLabels } from './for-you-labels';

/** How many recommended jobs and courses the home shows; the full lists are /onsite-job and /courses. */
export const forYouSize = 6;
export const coursesForYouSize = 3;

type State = { kind: 'loading' } | { kind: 'ready'; jobs: JobCard[]; courses: Course[] } | { kind: 'failed' };

/**
 * The signed-in seeker's recommended jobs (GET /recommend/jobs-for-you, every preference), or an
 * invitation to add job preferences when there is nothing to recommend yet; then the courses for
 * the jobs they look for (GET /academy/recommended-courses reads their preferences). A failed call
 * leaves the sections out: the rest of the home is still there.
 */
export function ForYouLive({ labels }: { labels: ForYouLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([loadBrowserHttp(), import('@/services/recommend'), import('@/services/academy')])
      .then(([http, recommend, academy]) =>
        Promise.all([
          recommend.getJobsForYou(http, { arrangement: 'all', size: forYouSize }),
          academy.getRecommendedCourses(http, { size: coursesForYouSize }).catch(() => ({ courses: [] })),
        ]),
      )
      .then(([result, courses]) => {
        // Courses follow the seeker's trades: with no preference and no activity there are none to pick by.
        const picked = result.preferences.length > 0 || result.jobs.length > 0 ? courses.courses : [];
        if (live) setState({ kind: 'ready', jobs: result.jobs, courses: picked });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  if (state.kind !== 'ready') return null;
  const path = (to: string) => `/${labels.language}${to}`;
  const hasJobs = state.jobs.length > 0;
  return (
    <>
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
      {state.courses.length > 0 ? (
        <section aria-labelledby="courses-for-you" className="section home-section">
          <div className="section__head">
            <div>
              <h2 id="courses-for-you">{labels.courses.title}</h2>
              <p className="muted">{labels.courses.intro}</p>
            </div>
            <NextLink href={path('/courses')} className="home-section__more" prefetch={false}>
              {labels.courses.seeAll}
            </NextLink>
          </div>
          <CourseCards courses={state.courses} labels={labels.courses.cards} label={labels.courses.title} />
        </section>
      ) : null}
    </>
  );
}
