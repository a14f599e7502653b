import { type SQL, sql } from 'drizzle-orm';
import type { CompanySearchFilters, CompanySort } from '@/lib/schemas/company';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';
import type { Labels } from '../../schema';
import { likeLiteral, typoSimilarity } from './suggestions';

/**
 * The company search's statements (GET /company/search, featured and similar companies):
 * company cards with their reference labels and open-job counts. server/search/companies
 * makes the cards.
 */

export interface CompanyCardRow {
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

/** The country and the time the open-job counts are taken at. */
export interface CompanySite {
  countryKey: string;
  now: Date;
}

/** Open jobs per company of the country, now: the count every card shows and one sort uses. */
function openJobs(countryKey: string, now: Date) {
  return sql`(select j.company_id, count(*)::int as n from jobs j
    where j.country_key = ${countryKey} and j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
    group by j.company_id)`;
}

const cardColumns = sql`c.id, c.name, c.logo_color, c.verification_status,
  c.industry_id, i.labels as industry_labels, c.company_size_id, s.labels as size_labels,
  c.financing_stage_id, f.key as stage_key, f.labels as stage_labels,
  c.location_id, l.labels as location_labels, coalesce(o.n, 0)::int as active_jobs_count`;

function cardJoins(countryKey: string, now: Date) {
  return sql`left join ref_items i on i.list = 'industries' and i.id = c.industry_id
    left join ref_items s on s.list = 'company_sizes' and s.id = c.company_size_id
    left join ref_items f on f.list = 'financing_stages' and f.id = c.financing_stage_id
    left join locations l on l.id = c.location_id
    left join ${openJobs(countryKey, now)} o on o.company_id = c.id`;
}

const inList = (column: SQL, ids: number[] | undefined) =>
  ids && ids.length > 0 ? sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`true`;

/** The conditions of a search; `withIndustry: false` leaves the industry filter out (its counts). */
function conditions(filters: CompanySearchFilters, countryKey: string, withIndustry: boolean): SQL {
  const parts: SQL[] = [sql`c.country_key = ${countryKey}`];
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

/** One page of the search's company cards, in `sort` order. */
export async function listCompanyCards(
  db: Database,
  filters: CompanySearchFilters,
  sort: CompanySort,
  site: CompanySite,
): Promise<CompanyCardRow[]> {
  const { countryKey, now } = site;
  return rowsOf<CompanyCardRow>(
    await db.execute(sql`select ${cardColumns} from companies c ${cardJoins(countryKey, now)}
      where ${conditions(filters, countryKey, true)} order by ${orderBy(sort, filters.query)}
      limit ${filters.size} offset ${(filters.page - 1) * filters.size}`),
  );
}

/** How many companies the search finds (every filter, no page). */
export async function countCompanies(db: Database, filters: CompanySearchFilters, countryKey: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from companies c where ${conditions(filters, countryKey, true)}`),
  );
  return Number(row?.n ?? 0);
}

export interface IndustryCountRow {
  id: number;
  labels: Labels | null;
  n: number;
}

/** For the search without its industry filter: how many companies each industry has, most first. */
export async function countCompaniesByIndustry(db: Database, filters: CompanySearchFilters, countryKey: string): Promise<IndustryCountRow[]> {
  return rowsOf<IndustryCountRow>(
    await db.execute(sql`select c.industry_id as id, i.labels, count(*)::int as n from companies c
      left join ref_items i on i.list = 'industries' and i.id = c.industry_id
      where ${conditions(filters, countryKey, false)}
      group by c.industry_id, i.labels order by count(*) desc, c.industry_id`),
  );
}

/** The country's verified companies with open jobs, most open jobs first (ties by name). */
export async function listFeaturedCompanyCards(db: Database, size: number, site: CompanySite): Promise<CompanyCardRow[]> {
  const { countryKey, now } = site;
  return rowsOf<CompanyCardRow>(
    await db.execute(sql`select ${cardColumns} from companies c ${cardJoins(countryKey, now)}
    where c.country_key = ${countryKey} and c.verification_status = 'verified' and coalesce(o.n, 0) > 0
    order by coalesce(o.n, 0) desc, c.name, c.id limit ${size}`),
  );
}

/** What a company is compared by. */
export interface CompanyKindRow {
  industry_id: number;
  company_size_id: number;
}

/** The company's industry and size, if it is the country's. */
export async function findCompanyKind(db: Database, id: number, countryKey: string): Promise<CompanyKindRow | undefined> {
  return rowsOf<CompanyKindRow>(
    await db.execute(sql`select industry_id, company_size_id from companies where id = ${id} and country_key = ${countryKey}`),
  )[0];
}

/**
 * The country's other companies: the same industry first, then hiring ones, then the nearest
 * size, then most open jobs.
 */
export async function listSimilarCompanyCards(
  db: Database,
  company: CompanyKindRow & { id: number },
  size: number,
  site: CompanySite,
): Promise<CompanyCardRow[]> {
  const { countryKey, now } = site;
  return rowsOf<CompanyCardRow>(
    await db.execute(sql`select ${cardColumns} from companies c ${cardJoins(countryKey, now)}
    where c.country_key = ${countryKey} and c.id <> ${company.id}
    order by (c.industry_id = ${company.industry_id}) desc, (coalesce(o.n, 0) > 0) desc,
      abs(c.company_size_id - ${company.company_size_id}), coalesce(o.n, 0) desc, c.id
    limit ${size}`),
  );
}
