import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import { formatDate } from '@/lib/dates';
import { jobPath } from '@/lib/job-url';
import type { Language } from '@/lib/languages';
import { formatSalaryRange } from '@/lib/salary';
import type { CompanyDetail } from '@/lib/schemas/company';

/**
 * The About parts a company writes or earns beyond its business information (platform spec §2):
 * brands or products, news, album and hot hiring. Each is drawn only when the company has it.
 */

export async function CompanyBrands({ company }: { company: CompanyDetail }) {
  if (company.brands.length === 0) return null;
  const t = await getTranslations('CompanyAbout');
  return (
    <section aria-labelledby="company-brands" className="company-section">
      <h2 id="company-brands">{t('brands')}</h2>
      <ul className="company-brands">
        {company.brands.map((brand) => (
          <li key={brand.name}>
            <h3 dir="auto">{brand.name}</h3>
            <p dir="auto">{brand.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A stored calendar day (YYYY-MM-DD) in the reader's language. */
const day = (date: string, language: Language) => formatDate(`${date}T00:00:00Z`, language.slug, 'UTC');

export async function CompanyNews({ company, language }: { company: CompanyDetail; language: Language }) {
  if (company.news.length === 0) return null;
  const t = await getTranslations('CompanyAbout');
  return (
    <section aria-labelledby="company-news" className="company-section">
      <h2 id="company-news">{t('news')}</h2>
      <ul className="company-news">
        {company.news.map((item) => (
          <li key={`${item.published_on}-${item.title}`}>
            <article aria-labelledby={`news-${item.published_on}-${item.title.length}`}>
              <h3 id={`news-${item.published_on}-${item.title.length}`} dir="auto">
                {item.title}
              </h3>
              <p className="muted">
                <time dateTime={item.published_on}>{day(item.published_on, language)}</time>
              </p>
              <p dir="auto">{item.summary}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function CompanyAlbum({ company }: { company: CompanyDetail }) {
  if (company.photos.length === 0) return null;
  const t = await getTranslations('CompanyAbout');
  const tp = await getTranslations('CompanyPage');
  return (
    <section aria-labelledby="company-album" className="company-section">
      <h2 id="company-album">{t('album')}</h2>
      <ul className="company-photos">
        {company.photos.map((photo, index) => (
          <li key={photo}>
            {/* biome-ignore lint/performance/noImgElement: the platform's pictures, drawn at 480 × 320 */}
            <img src={photo} alt={tp('photoAlt', { company: company.name, index: index + 1 })} width={480} height={320} loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export async function CompanyHotJobs({ company, language }: { company: CompanyDetail; language: Language }) {
  if (company.hot_jobs.length === 0) return null;
  const t = await getTranslations('CompanyAbout');
  return (
    <section aria-labelledby="company-hot-jobs" className="company-section">
      <h2 id="company-hot-jobs">{t('hotHiring')}</h2>
      <p className="muted">{t('hotHiringIntro')}</p>
      <ul className="company-hot-jobs">
        {company.hot_jobs.map((job) => {
          const salary = formatSalaryRange(job.salary, language.intl);
          return (
            <li key={job.id}>
              <Link href={jobPath(job.title, job.id)} dir="auto">
                {job.title}
              </Link>
              {job.is_urgent && <span className="badge badge--urgent">{t('urgent')}</span>}
              <span className="muted">{[job.location?.value, salary].filter(Boolean).join(' · ')}</span>
            </li>
          );
        })}
      </ul>
      <p>
        <Link href={companyPath(company.name, company.id)}>{t('allJobs', { count: company.active_jobs_count })}</Link>
      </p>
    </section>
  );
}
