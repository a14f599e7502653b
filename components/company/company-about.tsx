import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/languages';
import { openStreetMapUrl } from '@/lib/map-link';
import { phoneDisplay } from '@/lib/phone-display';
import type { CompanyDetail } from '@/lib/schemas/company';
import { CompanyAlbum, CompanyBrands, CompanyHotJobs, CompanyNews } from './company-about-parts';

/** A stored calendar date (YYYY-MM-DD) in the reader's language; it has no time zone of its own. */
function calendarDate(date: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(`${date}T00:00:00Z`, language.slug, 'UTC') : date;
}

/** Only web addresses become links; anything else the company typed is shown as text. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => <p key={part}>{part}</p>);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The About tab in the order of platform spec §2: overview, business information with its
 * disclaimer, contact, brands or products, news, album, benefits and hot hiring; only what the
 * company has (culture has its own tab). `region`: the site's country, whose numbers are written
 * in its national form (lib/phone-display.ts).
 */
export async function CompanyAbout({ company, language, region }: { company: CompanyDetail; language: Language; region: string | null }) {
  const t = await getTranslations('CompanyPage');
  const ta = await getTranslations('CompanyAbout');
  const { registration } = company;
  const website = company.website ? webUrl(company.website) : null;
  const hasContact = Boolean(company.website || company.phone || company.email || company.address);
  const phone = company.phone ? phoneDisplay(company.phone, region) : null;

  return (
    <div className="company-about">
      {company.description && (
        <section aria-labelledby="company-overview" className="company-section">
          <h2 id="company-overview">{t('overview')}</h2>
          <Paragraphs text={company.description} />
        </section>
      )}
      <section aria-labelledby="company-business" className="company-section">
        <h2 id="company-business">{t('businessInformation')}</h2>
        <dl className="facts">
          {company.legal_name && <Fact label={t('legalName')}>{company.legal_name}</Fact>}
          <Fact label={t('industry')}>{company.industry.value}</Fact>
          <Fact label={t('companySize')}>{company.company_size.value}</Fact>
          {company.employees_number !== null && <Fact label={ta('employeesNumber')}>{ta('employeesValue', { count: company.employees_number })}</Fact>}
          {company.financing_stage && <Fact label={t('financingStage')}>{company.financing_stage.value}</Fact>}
          <Fact label={t('listingStatus')}>
            {company.ipo
              ? t('listedOn', {
                  exchange: company.ipo.exchange,
                  symbol: company.ipo.symbol,
                  date: calendarDate(company.ipo.listed_on, language),
                })
              : t('notListed')}
          </Fact>
          {company.registered_capital && <Fact label={t('registeredCapital')}>{company.registered_capital}</Fact>}
          {registration.business_registration_number && (
            <Fact label={t('registrationNumber')}>{registration.business_registration_number}</Fact>
          )}
          {registration.unified_social_credit_code && (
            <Fact label={t('unifiedSocialCreditCode')}>{registration.unified_social_credit_code}</Fact>
          )}
          {registration.tax_id && <Fact label={t('taxId')}>{registration.tax_id}</Fact>}
          {registration.organization_code && <Fact label={t('organizationCode')}>{registration.organization_code}</Fact>}
          {company.registered_country && <Fact label={ta('registeredCountry')}>{company.registered_country.value}</Fact>}
          {company.registered_address && <Fact label={t('registeredAddress')}>{company.registered_address}</Fact>}
          {company.founded_on && <Fact label={t('foundedOn')}>{calendarDate(company.founded_on, language)}</Fact>}
          {company.average_age !== null && <Fact label={ta('averageAge')}>{ta('years', { age: company.average_age })}</Fact>}
          {company.ceo && <Fact label={t('ceo')}>{company.ceo}</Fact>}
          {company.location && <Fact label={t('location')}>{company.location.value}</Fact>}
        </dl>
        {company.funding_rounds.length > 0 && (
          <>
            <h3 className="company-about__subhead">{t('fundingRounds')}</h3>
            <ul className="company-rounds">
              {company.funding_rounds.map((round) => (
                <li key={`${round.round}-${round.date}`}>
                  {t('fundingRound', { round: round.value, amount: round.amount, date: calendarDate(round.date, language) })}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="company-disclaimer">{t('disclaimer')}</p>
      </section>
      {hasContact && (
        <section aria-labelledby="company-contact" className="company-section">
          <h2 id="company-contact">{t('contact')}</h2>
          <dl className="facts">
            {company.website && (
              <Fact label={t('website')}>
                {website ? (
                  <a href={website} rel="nofollow noopener noreferrer" dir="ltr">
                    {company.website}
                  </a>
                ) : (
                  company.website
                )}
              </Fact>
            )}
            {phone && (
              <Fact label={ta('phone')}>
                {phone.tel ? (
                  <a href={`tel:${phone.tel}`} dir="ltr">
                    {phone.text}
                  </a>
                ) : (
                  <span dir="ltr">{phone.text}</span>
                )}
              </Fact>
            )}
            {company.email && (
              <Fact label={ta('email')}>
                <a href={`mailto:${company.email}`} dir="ltr">
                  {company.email}
                </a>
              </Fact>
            )}
            {company.address && (
              <Fact label={ta('address')}>
                <span dir="auto">{company.address.value}</span>{' '}
                <a href={openStreetMapUrl(company.address)} rel="nofollow noopener noreferrer" target="_blank" className="company-map-link">
                  {ta('map')} <span className="visually-hidden">{ta('opensNewTab')}</span>
                </a>
              </Fact>
            )}
          </dl>
        </section>
      )}
      <CompanyBrands company={company} />
      <CompanyNews company={company} language={language} />
      <CompanyAlbum company={company} />
      {company.benefits.length > 0 && (
        <section aria-labelledby="company-benefits" className="company-section">
          <h2 id="company-benefits">{t('benefits')}</h2>
          <ul className="chips">
            {company.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      <CompanyHotJobs company={company} language={language} />
    </div>
  );
}
