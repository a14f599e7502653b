import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import type { JobDetail } from '@/lib/schemas/job';

const statusKey = { verified: 'verifiedCompany', pending: 'pendingCompany', unclaimed: 'unclaimedCompany' } as const;

export async function CompanyCard({ company }: { company: JobDetail['company'] }) {
  const t = await getTranslations('JobPage');
  return (
    <section className="side-card" aria-labelledby="company-title">
      <h2 id="company-title">{t('company')}</h2>
      <p className="side-card__name">
        <span className="company-logo" style={{ backgroundColor: company.logo_color }} aria-hidden="true">
          {company.name.slice(0, 1)}
        </span>
        <Link href={companyPath(company.name, company.id)} prefetch={false}>
          {company.name}
        </Link>
      </p>
      <p className={company.is_verified ? 'badge badge--verified' : 'muted'}>{t(statusKey[company.verification_status])}</p>
      <ul className="side-card__facts">
        <li>{company.industry.value}</li>
        <li>{company.company_size.value}</li>
        {company.location && <li>{company.location.value}</li>}
        <li>{t('companyJobs', { count: company.active_jobs_count })}</li>
      </ul>
    </section>
  );
}
