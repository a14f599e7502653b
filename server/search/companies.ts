import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { CompanyCard, CompanySearchFilters, CompanySearchResult, CompanySort } from '@/lib/schemas/company';
import type { Database } from '../db/client';
import {
  type CompanyCardRow,
  countCompanies,
  countCompaniesByIndustry,
  findCompanyKind,
  listCompanyCards,
  listFeaturedCompanyCards,
  listSimilarCompanyCards,
} from '../db/queries/search/companies';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';

function toCard(row: CompanyCardRow, language: Language): CompanyCard {
  const label = (labels: Labels | null) => (labels ? labelIn(labels, language) : '');
  return {
    id: Number(row.id),
    name: row.name,
    logo_color: row.logo_color,
    is_verified: row.verification_status === 'verified',
    verification_status: row.verification_status as CompanyCard['verification_status'],
    industry: { id: Number(row.industry_id), value: label(row.industry_labels) },
    company_size: { id: Number(row.company_size_id), value: label(row.size_labels) },
    financing_stage:
      row.financing_stage_id !== null && row.stage_key
        ? { id: Number(row.financing_stage_id), key: row.stage_key, value: label(row.stage_labels) }
        : null,
    location: row.location_id !== null ? { id: Number(row.location_id), value: label(row.location_labels) } : null,
    active_jobs_count: Number(row.active_jobs_count),
  };
}

/**
 * GET /company/search: a page of the country's companies, with the total and, for the same
 * search without its industry filter, how many companies each industry has.
 */
export async function searchCompanies(
  db: Database,
  filters: CompanySearchFilters,
  context: { country: Country; language: Language; now: Date },
): Promise<CompanySearchResult> {
  const { country, language, now } = context;
  const sort: CompanySort = filters.sort ?? (filters.query ? 'relevance' : 'open_jobs');
  const site = { countryKey: country.key, now };
  const [rows, total, industries] = await Promise.all([
    listCompanyCards(db, filters, sort, site),
    countCompanies(db, filters, country.key),
    countCompaniesByIndustry(db, filters, country.key),
  ]);
  return {
    companies: rows.map((row) => toCard(row, language)),
    page: filters.page,
    size: filters.size,
    total_num: total,
    total_pages: Math.ceil(total / filters.size),
    sort,
    industry_counts: industries.map((row) => ({
      id: Number(row.id),
      value: row.labels ? labelIn(row.labels, language) : '',
      count: Number(row.n),
    })),
  };
}

/**
 * GET /company/featured-companies: the country's verified companies hiring most right now
 * (ties by name), so the list shows who a visitor can apply to today.
 */
export async function featuredCompanies(
  db: Database,
  size: number,
  context: { country: Country; language: Language; now: Date },
): Promise<CompanyCard[]> {
  const { country, language, now } = context;
  const rows = await listFeaturedCompanyCards(db, size, { countryKey: country.key, now });
  return rows.map((row) => toCard(row, language));
}

/**
 * GET /company/{id}/similar-companies: other companies of the same country, those of the same
 * industry first, then (where the industry has too few) those of a like size; hiring ones first
 * within each. Null when the company is not this country's.
 */
export async function similarCompanies(
  db: Database,
  id: number,
  size: number,
  context: { country: Country; language: Language; now: Date },
): Promise<CompanyCard[] | null> {
  const { country, language, now } = context;
  const own = await findCompanyKind(db, id, country.key);
  if (!own) return null;
  const rows = await listSimilarCompanyCards(db, { id, ...own }, size, { countryKey: country.key, now });
  return rows.map((row) => toCard(row, language));
}
