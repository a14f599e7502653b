import { getTranslations } from 'next-intl/server';
import { ClientText } from '@/components/providers/client-text';
import type { CompanyDetail } from '@/lib/schemas/company';
import { BlockCompanyButton } from './block-company-button';
import { FollowCompanyButton } from '@/components/companies/follow-company-button';
import './company.css';

const statusKey = { verified: 'verified', pending: 'pending', unclaimed: 'unclaimed' } as const;

/** Name, verification, and the facts a visitor scans first: industry, size, location, open jobs. */
export async function CompanyHeader({ company }: { company: CompanyDetail }) {
  const t = await getTranslations('CompanyPage');
  return (
    <header className="company-head">
      <span className="company-logo company-head__logo" style={{ backgroundColor: company.logo_color }} aria-hidden="true">
        {company.name.slice(0, 1)}
      </span>
      <div className="company-head__text">
        <h1>{company.name}</h1>
        <p className={company.is_verified ? 'badge badge--verified company-head__status' : 'muted company-head__status'}>
          {company.is_verified && <span aria-hidden="true">✓ </span>}
          {t(statusKey[company.verification_status])}
        </p>
        <ul className="company-head__facts" aria-label={t('keyFacts')}>
          <li>{company.industry.value}</li>
          <li>{company.company_size.value}</li>
          {company.location && <li>{company.location.value}</li>}
          <li>{t('openJobs', { count: company.active_jobs_count })}</li>
        </ul>
      </div>
      <ClientText namespaces={['CompanyBlock', 'CompanyFollow']}>
        <div className="company-head__actions">
          <FollowCompanyButton companyId={company.id} companyName={company.name} placement="page" />
          <BlockCompanyButton companyId={company.id} companyName={company.name} />
        </div>
      </ClientText>
    </header>
  );
}
