import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JobCardList } from '@/components/job/job-card-list';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { HotJobTitle } from '@/lib/schemas/recommend';
import { encodeSearchPath } from '@/lib/search-url';
import './home.css';

/** One section of the home: a heading, a line saying what it holds, and the link to its full list. */
export function HomeSection({
  id,
  title,
  intro,
  href,
  linkLabel,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="section home-section">
      <div className="section__head">
        <div>
          <h2 id={id}>{title}</h2>
          {intro ? <p className="muted">{intro}</p> : null}
        </div>
        <Link href={href} className="home-section__more" prefetch={false}>
          {linkLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** A section's jobs, or a line saying there are none yet. */
export async function HomeJobs({ jobs, language, now, label }: { jobs: JobCard[]; language: Language; now: Date; label: string }) {
  const t = await getTranslations('HomeSections');
  if (jobs.length === 0) return <p>{t('noJobs')}</p>;
  return <JobCardList jobs={jobs} language={language} now={now} label={label} />;
}

export interface HomeCompany {
  id: number;
  name: string;
  logo_color: string;
  is_verified: boolean;
  industry: string;
  /** What the count line says: "12 open jobs", "3 Web3 jobs". */
  count: string;
}

/** Companies as small cards, each opening the company's page. */
export async function HomeCompanies({ companies, label }: { companies: HomeCompany[]; label: string }) {
  const t = await getTranslations('HomeSections');
  if (companies.length === 0) return <p>{t('noCompanies')}</p>;
  return (
    <ul className="home-companies" aria-label={label}>
      {companies.map((company) => (
        <li key={company.id} className="home-company">
          <span className="company-logo" style={{ backgroundColor: company.logo_color }} aria-hidden="true">
            {company.name.slice(0, 1)}
          </span>
          <div className="home-company__text">
            <Link href={companyPath(company.name, company.id)} className="home-company__name" dir="auto" prefetch={false}>
              {company.name}
            </Link>
            {company.is_verified ? <span className="badge badge--verified">{t('verified')}</span> : null}
            <p className="muted">
              {company.industry ? `${company.industry} · ` : ''}
              {company.count}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The country's hot job titles (GET /recommend/hot-job-titles) as links to their searches. */
export async function HotTitleLinks({ titles }: { titles: HotJobTitle[] }) {
  const t = await getTranslations('HomeSections');
  const searches = titles.filter((title) => title.value.trim() !== '');
  if (searches.length === 0) return null;
  return (
    <nav aria-labelledby="hot-job-titles" className="home-hot-titles">
      <h2 id="hot-job-titles" className="home-hot-titles__title">
        {t('hotTitles')}
      </h2>
      <ul className="chips">
        {searches.map((title) => (
          <li key={`${title.job_title_id ?? ''}:${title.value}`}>
            <Link href={encodeSearchPath({ keyword: title.value, location: null, filters: {}, sort: null, page: 1 })} prefetch={false} dir="auto">
              {title.value}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
