import { getTranslations } from 'next-intl/server';
import { regionName } from '@/lib/country-name';
import type { Language } from '@/lib/languages';
import type { JobDetail } from '@/lib/schemas/job';

function regionNameIn(code: string, language: Language): string {
  return regionName(code, language.code) ?? code;
}

function languageName(code: string, language: Language): string {
  return new Intl.DisplayNames([language.code], { type: 'language' }).of(code) ?? code;
}

/** The job's facts as a description list; only what the job has. */
export async function JobFacts({ job, language }: { job: JobDetail; language: Language }) {
  const t = await getTranslations('JobPage');
  // Lists of countries in the language's own words and punctuation ("X وY وZ", "X、Y、Z").
  const list = new Intl.ListFormat(language.intl, { type: 'conjunction' });
  const facts: [string, string][] = [
    [t('jobType'), job.job_type.value],
    [t('experience'), job.xp_lvl.value],
    [t('education'), job.degree.value],
    [t('industry'), job.industry.value],
    // Each step isolated (U+2068…U+2069): the arrows then take the page's direction, pointing left
    // in Arabic even when a step is written in Latin letters (issue 33 item 2).
    [t('function'), [job.main_function.value, job.job_function.value, job.function_title.value].map((step) => `\u2068${step}\u2069`).join(' › ')],
  ];
  if (job.open_to) {
    const open = job.open_to.worldwide
      ? t('worldwide')
      : list.format(job.open_to.countries.map((c) => regionNameIn(c, language)));
    facts.push([t('openTo'), open]);
    if (job.open_to.closed.length > 0) {
      facts.push(['', t('closedCountries', { countries: list.format(job.open_to.closed.map((c) => regionNameIn(c, language))) })]);
    }
  }
  if (job.timezone) facts.push([t('timezone'), job.timezone]);
  if (job.language_requirement) facts.push([t('languageRequirement'), languageName(job.language_requirement, language)]);
  const japan = job.japan_details;
  const japanFacts: [string, string | null][] = japan
    ? [
        [t('contractPeriod'), japan.contract_period],
        [t('workingHours'), japan.working_hours],
        [t('socialInsurance'), japan.social_insurance],
        [t('holidays'), japan.holidays],
        [t('passiveSmoking'), japan.passive_smoking_measures],
      ]
    : [];

  return (
    <>
      <section aria-labelledby="job-facts">
        <h2 id="job-facts">{t('jobDetails')}</h2>
        <dl className="facts">
          {facts.map(([term, value]) => (
            <div key={`${term}${value}`}>
              {term && <dt>{term}</dt>}
              <dd>{value}</dd>
            </div>
          ))}
          {job.location && (
            <div>
              <dt>{t('location')}</dt>
              <dd>
                {job.location.region ? t('placeInRegion', { place: job.location.value, region: job.location.region.value }) : job.location.value}{' '}
                <a
                  href={`https://www.openstreetmap.org/?mlat=${job.location.latitude}&mlon=${job.location.longitude}#map=14/${job.location.latitude}/${job.location.longitude}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t('viewMap')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      {japanFacts.some(([, value]) => value) && (
        <section aria-labelledby="job-japan">
          <h2 id="job-japan">{t('japanDetails')}</h2>
          <dl className="facts" lang={job.language}>
            {japanFacts
              .filter((fact): fact is [string, string] => Boolean(fact[1]))
              .map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      )}
    </>
  );
}
