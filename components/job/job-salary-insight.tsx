import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Country } from '@/lib/countries';
import { comparedToMedian, monthlyMiddle, salaryPath } from '@/lib/salary-url';
import type { Salary } from '@/lib/schemas/job';
import type { SalaryInsight } from '@/lib/schemas/salary-insight';

/**
 * "This job pays above the median for Software Engineer in Manila", with a link to that salary
 * page; for thin data, a sentence that says so and no figure (docs/decisions/0075). Nothing when
 * the job's pay cannot be compared (negotiable, unpaid, another currency).
 */
export async function JobSalaryInsight({ insight, salary, country, place }: { insight: SalaryInsight; salary: Salary; country: Country; place: string }) {
  const t = await getTranslations('SalaryInsight');
  const values = { title: insight.title.value, place };
  let sentence: string | null;
  if (insight.thin || insight.median === null) {
    sentence = salary.currency === insight.currency && monthlyMiddle(salary) !== null ? t('jobThin', values) : null;
  } else {
    const side = salary.currency === insight.currency ? comparedToMedian(salary, insight.median, insight.period) : null;
    sentence = side === 'above' ? t('jobAbove', values) : side === 'below' ? t('jobBelow', values) : side === 'around' ? t('jobAround', values) : null;
  }
  if (!sentence) return null;
  return (
    <section className="job-salary-insight" aria-labelledby="job-salary-insight-title">
      <h2 id="job-salary-insight-title">{t('heading')}</h2>
      <p data-testid="job-salary-insight">{sentence}</p>
      {!insight.thin && (
        <p>
          <Link href={salaryPath(insight.title.seo_value, insight.location?.seo_value ?? null, country)} prefetch={false}>
            {t('seeInsight', values)}
          </Link>
        </p>
      )}
    </section>
  );
}
