import { getTranslations } from 'next-intl/server';
import type { CompanyDetail } from '@/lib/schemas/company';
import { Paragraphs } from './company-about';

/**
 * The Culture and life tab: what the company wrote about working there, its benefits and its
 * photos. What the company never gave is not invented: a company with no culture text says so.
 */
export async function CompanyCulture({ company }: { company: CompanyDetail }) {
  const t = await getTranslations('CompanyCulture');
  const tp = await getTranslations('CompanyPage');
  return (
    <div className="company-about">
      <section aria-labelledby="company-culture" className="company-section">
        <h2 id="company-culture">{t('heading', { company: company.name })}</h2>
        {company.culture ? <Paragraphs text={company.culture} /> : <p className="muted">{t('none', { company: company.name })}</p>}
      </section>
      {company.benefits.length > 0 && (
        <section aria-labelledby="company-culture-benefits" className="company-section">
          <h2 id="company-culture-benefits">{tp('benefits')}</h2>
          <ul className="chips">
            {company.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      {company.photos.length > 0 && (
        <section aria-labelledby="company-photos" className="company-section">
          <h2 id="company-photos">{tp('photos')}</h2>
          <ul className="company-photos">
            {company.photos.map((photo, index) => (
              <li key={photo}>
                {/* biome-ignore lint/performance/noImgElement: photos come from the company's own storage, sizes unknown */}
                <img src={photo} alt={tp('photoAlt', { company: company.name, index: index + 1 })} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
