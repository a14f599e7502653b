import { getTranslations } from 'next-intl/server';

/**
 * The job page's "How you fit this job" section, rendered empty and hidden into the cached page:
 * for a signed-in seeker the idle-loaded header module fills its label and reasons from the
 * platform (components/fit/fit-fill.ts, docs/decisions/0075). Signed out, it stays hidden.
 */
export async function JobFit({ jobId }: { jobId: number }) {
  const t = await getTranslations('Fit');
  return (
    <section className="job-fit" data-fit-detail={jobId} aria-labelledby="job-fit-title" hidden>
      <h2 id="job-fit-title">
        {t('title')}: <span className="job-fit__label" data-fit-label />
      </h2>
      <div className="job-fit__part" data-fit-part="matches" hidden>
        <h3>{t('matches')}</h3>
        <ul />
      </div>
      <div className="job-fit__part" data-fit-part="missing" hidden>
        <h3>{t('missing')}</h3>
        <ul />
      </div>
      <div className="job-fit__part" data-fit-part="add" hidden>
        <h3>{t('add')}</h3>
        <ul />
      </div>
    </section>
  );
}
