import { getTranslations } from 'next-intl/server';
import { CompanyCardList } from '@/components/companies/company-card';
import type { CompanyCard } from '@/lib/schemas/company';

/** Other companies of the same industry in the country, on every tab of a company's page. */
export async function SimilarCompanies({ companies }: { companies: CompanyCard[] }) {
  if (companies.length === 0) return null;
  const t = await getTranslations('CompanyCulture');
  return (
    <section aria-labelledby="similar-companies" className="companies-section">
      <h2 id="similar-companies">{t('similar')}</h2>
      <CompanyCardList companies={companies} labelledBy="similar-companies" />
    </section>
  );
}
