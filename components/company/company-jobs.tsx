import { getTranslations } from 'next-intl/server';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import { type CompanyView, companyPath } from '@/lib/company-url';
import type { Language } from '@/lib/languages';
import type { CompanyDetail } from '@/lib/schemas/company';
import type { ConfigLists } from '@/lib/schemas/config';
import type { JobSearchResult } from '@/lib/schemas/job';
import { encodeSearchPath } from '@/lib/search-url';
import { CompanyPagination } from './company-pagination';

type MainFunction = ConfigLists['main_functions'][number];

/**
 * The Jobs tab: the company's open jobs, newest first, refined by main function through links
 * (counts from the search's facets, so only functions with jobs are offered), with page links.
 */
export async function CompanyJobs({
  company,
  result,
  mainFunctions,
  selected,
  view,
  language,
}: {
  company: CompanyDetail;
  result: JobSearchResult;
  mainFunctions: MainFunction[];
  selected: MainFunction | null;
  view: CompanyView;
  language: Language;
}) {
  const t = await getTranslations('CompanyPage');
  const counts = result.facets?.main_functions ?? {};
  const offered = mainFunctions
    .map((fn) => ({ fn, count: counts[String(fn.id)] ?? 0 }))
    .filter((item) => item.count > 0 || item.fn.id === selected?.id)
    .sort((a, b) => b.count - a.count || a.fn.value.localeCompare(b.fn.value, language.intl));
  const href = (mainFunction: string | null, page = 1) => companyPath(company.name, company.id, { mainFunction, page });
  const now = new Date();

  return (
    <section aria-labelledby="company-jobs-title" className="company-section">
      <h2 id="company-jobs-title">{t('jobsHeading', { company: company.name })}</h2>
      {offered.length > 0 && (
        <nav aria-label={t('functionFilter')} className="company-filter">
          <ul>
            <li>
              <Link href={href(null)} prefetch={false} aria-current={selected ? undefined : 'page'}>
                {t('allFunctions', { count: company.active_jobs_count })}
              </Link>
            </li>
            {offered.map(({ fn, count }) => (
              <li key={fn.id}>
                <Link href={href(fn.key)} prefetch={false} aria-current={fn.id === selected?.id ? 'page' : undefined}>
                  {t('functionOption', { name: fn.value, count })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="company-jobs__count">{t('openJobs', { count: result.total_num })}</p>
      {result.jobs.length === 0 ? (
        <div className="empty-state">
          <h3>{selected ? t('noMatchesTitle') : t('noJobsTitle')}</h3>
          <p>{selected ? t('noMatchesText') : t('noJobsText', { company: company.name })}</p>
          <Link href={selected ? href(null) : encodeSearchPath({ keyword: '', location: null, filters: {}, sort: null, page: 1 })} className="button button--secondary" prefetch={false}>
            {selected ? t('allFunctionsLink') : t('searchAllJobs')}
          </Link>
        </div>
      ) : (
        <>
          <JobCardList jobs={result.jobs} language={language} now={now} label={t('jobsList', { company: company.name })} />
          <CompanyPagination
            current={Math.min(view.page, result.total_pages)}
            totalPages={result.total_pages}
            hrefOf={(page) => href(selected?.key ?? null, page)}
          />
        </>
      )}
    </section>
  );
}
