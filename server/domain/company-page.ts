import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { CompanyDetail } from '@/lib/schemas/company';
import type { Database } from '../db/client';
import { financingStagesByKey, findCompanyPageRow } from '../db/queries/companies';
import { countOpenJobsOfCompany } from '../db/queries/job-detail';
import { companyHotJobs } from './company-hot-jobs';
import { labelIn } from './labels';

const countryNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language, from its ISO code (the platform's ICU knows them all). */
function countryName(code: string, language: Language): string {
  let names = countryNames.get(language.intl);
  if (!names) {
    names = new Intl.DisplayNames([language.intl], { type: 'region', fallback: 'code' });
    countryNames.set(language.intl, names);
  }
  return names.of(code) ?? code;
}

/** Stored as single precision (31.3 reads back as 31.2999…): the digits the value was written with. */
const rounded = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));

/** Funding rounds name their stage by key; their labels come from the same reference list. */
async function stageLabels(db: Database, keys: string[], language: Language): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await financingStagesByKey(db, keys);
  return new Map(rows.map((r) => [r.key, labelIn(r.labels, language)]));
}

/** GET /company/{id}: the company detail of the platform spec §3, with its open jobs counted now. */
export async function loadCompanyDetail(
  db: Database,
  id: number,
  country: Country,
  language: Language,
  now: Date,
): Promise<CompanyDetail | null> {
  const row = await findCompanyPageRow(db, id, country.key);
  if (!row) return null;
  const { company } = row;
  const rounds = company.fundingRounds ?? [];
  const [open, labels, hotJobs] = await Promise.all([
    countOpenJobsOfCompany(db, company.id, now),
    stageLabels(db, [...new Set(rounds.map((r) => r.round))], language),
    companyHotJobs(db, company.id, { language, now }),
  ]);
  const label = (item: { labels: Record<string, string> } | null) => (item ? labelIn(item.labels, language) : '');
  const status = company.verificationStatus as CompanyDetail['verification_status'];
  return {
    id: company.id,
    name: company.name,
    legal_name: company.legalName,
    description: company.description,
    logo_color: company.logoColor,
    industry: { id: company.industryId, value: label(row.industry) },
    company_size: { id: company.companySizeId, value: label(row.companySize) },
    financing_stage: row.financingStage
      ? { id: row.financingStage.id, key: row.financingStage.key, value: label(row.financingStage) }
      : null,
    location: row.location ? { id: row.location.id, value: label(row.location), seo_value: row.location.seoValue } : null,
    website: company.website,
    founded_on: company.foundedOn,
    registered_capital: company.registeredCapital,
    registered_address: company.registeredAddress,
    registration: {
      unified_social_credit_code: company.unifiedSocialCreditCode,
      tax_id: company.taxId,
      organization_code: company.organizationCode,
      business_registration_number: company.businessRegistrationNumber,
    },
    ipo: company.ipo ? { exchange: company.ipo.exchange, symbol: company.ipo.symbol, listed_on: company.ipo.listedOn } : null,
    funding_rounds: rounds.map((r) => ({ round: r.round, value: labels.get(r.round) ?? r.round, amount: r.amount, date: r.date })),
    ceo: company.ceo,
    culture: company.culture,
    benefits: company.benefits,
    photos: company.photos,
    is_verified: status === 'verified',
    verification_status: status,
    active_jobs_count: open,
    phone: company.phone,
    email: company.email,
    address: company.officeAddress
      ? { value: company.officeAddress, latitude: rounded(company.latitude, 5), longitude: rounded(company.longitude, 5) }
      : null,
    brands: company.brands,
    news: company.news.map((item) => ({ title: item.title, summary: item.summary, published_on: item.publishedOn })),
    hot_jobs: hotJobs,
    employees_number: company.employeesNumber,
    average_age: rounded(company.averageAge, 1),
    registered_country: company.registeredCountry
      ? { code: company.registeredCountry, value: countryName(company.registeredCountry, language) }
      : null,
  };
}
