import { getTranslations } from 'next-intl/server';
import { FollowCompanyButton } from '@/components/companies/follow-company-button';
import { ClientText } from '@/components/providers/client-text';
import { Link } from '@/i18n/link';
import { companyPath } from '@/lib/company-url';
import type { CompanyCard as CompanyCardData } from '@/lib/schemas/company';
import './companies.css';

/** One company in a list: a plain link to its page, with what visitors compare companies by, and Follow (inside a CompanyCardList's text). */
export async function CompanyCard({ company, headingLevel = 3 }: { company: CompanyCardData; headingLevel?: 2 | 3 }) {
  const tc = await getTranslations('CompanyPage');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="company-card">
      <span className="company-logo company-card__logo" style={{ backgroundColor: company.logo_color }} aria-hidden="true">
        {company.name.slice(0, 1)}
      </span>
      <div className="company-card__text">
        <Heading className="company-card__name">
          <Link href={companyPath(company.name, company.id)} prefetch={false} className="company-card__link">
            {company.name}
          </Link>
        </Heading>
        {company.is_verified && (
          <p className="badge badge--verified company-card__badge">
            <span aria-hidden="true">✓ </span>
            {tc('verified')}
          </p>
        )}
        <ul className="company-card__facts" aria-label={tc('keyFacts')}>
          <li>{company.industry.value}</li>
          <li>{company.company_size.value}</li>
          {company.financing_stage && <li>{company.financing_stage.value}</li>}
          {company.location && <li>{company.location.value}</li>}
        </ul>
        <p className="company-card__jobs">{tc('openJobs', { count: company.active_jobs_count })}</p>
        <FollowCompanyButton companyId={company.id} companyName={company.name} placement="card" />
      </div>
    </article>
  );
}

/** Cards in a list; the list's own heading names it. */
export async function CompanyCardList({ companies, labelledBy }: { companies: CompanyCardData[]; labelledBy: string }) {
  return (
    <ClientText namespaces={['CompanyFollow']}>
      <ul className="company-list" aria-labelledby={labelledBy}>
        {companies.map((company) => (
          <li key={company.id}>
            <CompanyCard company={company} />
          </li>
        ))}
      </ul>
    </ClientText>
  );
}
