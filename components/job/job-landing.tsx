import type { ReactNode } from 'react';
import type { Language } from '@/lib/languages';
import type { JobSearchResult } from '@/lib/schemas/job';
import { JobCardList } from './job-card-list';

interface JobLandingProps {
  hero: { heading: string; intro: string };
  /** The jobs' section: its class, heading, the way to the full search when there is more, and what to say when there are none. */
  jobs: { className: string; heading: string; more: ReactNode; empty: { title: string; text: string } };
  /** The newest such jobs, and the search page's sub-page their tracking reports (which also names their section). */
  search: { result: JobSearchResult; subPage: 'remote' | 'web3' };
  language: Language;
  /** Sections between the hero and the jobs (the Web3 companies). */
  children?: ReactNode;
}

/**
 * A landing page of one kind of job (remote, Web3): the hero, any sections of its own, and the
 * newest such jobs, or what to do when there are none.
 */
export function JobLanding({ hero, jobs, search: { result, subPage }, language, children }: JobLandingProps) {
  const id = `${subPage}-results`;
  return (
    <>
      <section className="hero">
        <h1>{hero.heading}</h1>
        <p>{hero.intro}</p>
      </section>
      {children}
      <section aria-labelledby={id} className={jobs.className}>
        <div className="section__head">
          <h2 id={id}>{jobs.heading}</h2>
          {jobs.more}
        </div>
        {result.jobs.length === 0 ? (
          <div className="empty-state">
            <h3>{jobs.empty.title}</h3>
            <p>{jobs.empty.text}</p>
          </div>
        ) : (
          <JobCardList jobs={result.jobs} language={language} now={new Date()} tracking={{ queryId: result.query_id, page: 'search', subPage }} />
        )}
      </section>
    </>
  );
}
