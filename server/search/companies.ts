import { type SQL, sql } from 'drizzle-orm';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { CompanyCard, CompanySearchFilters, CompanySearchResult, CompanySort } from '@/lib/schemas/company';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';
import { rowsOf } from './rows';
import { likeLiteral } from './suggestions';

/** As for company suggestions: how alike a name must be to count as a typo of the query. */
const typoSimilarity = 0.3;

interface CardRow {
  id: number;
  name: string;
  logo_color: string;
  verification_status: string;
  industry_id: number;
  industry_labels: Labels | null;
  company_size_id: number;
  size_labels: Labels | null;
  financing_stage_id: number | null;
  stage_key: string | null;
  stage_labels: Labels | null;
  location_id: number | null;
  location_labels: Labels | null;
  active_jobs_count: number;
}

/** Open jobs per company of the country, now: the count every card shows and one sort uses. */
function openJobs(country: Country, now: Date) {
  return sql`(select j.company_id, count(*)::int as n from jobs j
    where j.country_key = ${country.key} and j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
    group by j.company_id)`;
}

const cardColumns = sql`c.id, c.name, c.logo_color, c.verification_status,
  c.industry_id, i.labels as industry_labels, c.company_size_id, s.labels as size_labels,
  c.financing_stage_id, f.key as stage_key, f.labels as stage_labels,
  c.location_id, l.labels as location_labels, coalesce(o.n, 0)::int as active_jobs_count`;

function cardJoins(country: Country, now: Date) {
  return sql`left join ref_items i on i.list = 'industries' and i.id = c.industry_id
    left join ref_items s on s.list = 'company_sizes' and s.id = c.company_size_id
    left join ref_items f on f.list = 'financing_stages' and f.id = c.financing_stage_id
    left join locations l on l.id = c.location_id
    left join ${openJobs(country, now)} o on o.company_id = c.id`;
}

function toCard(row: CardRow, language: Language): CompanyCard {
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

const inList = (column: SQL, ids: number[] | undefined) =>
  ids && ids.length > 0 ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`true`;

/** The conditions of a search; `withIndustry: false` leaves the industry filter out (its counts). */
function conditions(filters: CompanySearchFilters, country: Country, withIndustry: boolean): SQL {
  const parts: SQL[] = [sql`c.country_key = ${country.key}`];
  if (filters.query) {
    const contains = `%${likeLiteral(filters.query)}%`;
    parts.push(
      sql`(c.name ilike ${contains} or coalesce(c.legal_name, '') ilike ${contains} or similarity(c.name, ${filters.query}) >= ${typoSimilarity})`,
    );
  }
  if (withIndustry) parts.push(inList(sql`c.industry_id`, filters.industry_ids));
  parts.push(inList(sql`c.company_size_id`, filters.company_size_ids));
  parts.push(inList(sql`c.financing_stage_id`, filters.financing_stage_ids));
  parts.push(inList(sql`c.location_id`, filters.location_ids));
  if (filters.is_verified === true) parts.push(sql`c.verification_status = 'verified'`);
  if (filters.is_verified === false) parts.push(sql`c.verification_status <> 'verified'`);
  return sql.join(parts, sql` and `);
}

function orderBy(sort: CompanySort, query: string | undefined): SQL {
  switch (sort) {
    case 'relevance':
      if (!query) return sql`coalesce(o.n, 0) desc, c.id`;
      return sql`(c.name ilike ${`${likeLiteral(query)}%`}) desc, similarity(c.name, ${query}) desc, coalesce(o.n, 0) desc, c.id`;
    case 'open_jobs':
      return sql`coalesce(o.n, 0) desc, c.name, c.id`;
    case 'name':
      return sql`c.name, c.id`;
    case 'newest':
      return sql`c.created_at desc, c.id desc`;
  }
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
  const where = conditions(filters, country, true);
  const [rows, totals, industries] = await Promise.all([
    db.execute(sql`select ${cardColumns} from companies c ${cardJoins(country, now)}
      where ${where} order by ${orderBy(sort, filters.query)}
      limit ${filters.size} offset ${(filters.page - 1) * filters.size}`),
    db.execute(sql`select count(*)::int as n from companies c where ${where}`),
    db.execute(sql`select c.industry_id as id, i.labels, count(*)::int as n from companies c
      left join ref_items i on i.list = 'industries' and i.id = c.industry_id
      where ${conditions(filters, country, false)}
      group by c.industry_id, i.labels order by count(*) desc, c.industry_id`),
  ]);
  const total = Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0);
  return {
    companies: rowsOf<CardRow>(rows).map((row) => toCard(row, language)),
    page: filters.page,
    size: filters.size,
    total_num: total,
    total_pages: Math.ceil(total / filters.size),
    sort,
    industry_counts: rowsOf<{ id: number; labels: Labels | null; n: number }>(industries).map((row) => ({
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
  const rows = await db.execute(sql`select ${cardColumns} from companies c ${cardJoins(country, now)}
    where c.country_key = ${country.key} and c.verification_status = 'verified' and coalesce(o.n, 0) > 0
    order by coalesce(o.n, 0) desc, c.name, c.id limit ${size}`);
  return rowsOf<CardRow>(rows).map((row) => toCard(row, language));
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
  const own = rowsOf<{ industry_id: number; company_size_id: number }>(
    await db.execute(sql`select industry_id, company_size_id from companies where id = ${id} and country_key = ${country.key}`),
  )[0];
  if (!own) return null;
  const rows = await db.execute(sql`select ${cardColumns} from companies c ${cardJoins(country, now)}
    where c.country_key = ${country.key} and c.id <> ${id}
    order by (c.industry_id = ${own.industry_id}) desc, (coalesce(o.n, 0) > 0) desc,
      abs(c.company_size_id - ${own.company_size_id}), coalesce(o.n, 0) desc, c.id
    limit ${size}`);
  return rowsOf<CardRow>(rows).map((row) => toCard(row, language));
}
