import { type SQL, sql } from 'drizzle-orm';
import type { JobSearchFacets } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { type FacetName, facetNames, type SearchFilters } from './filters';
import { rowsOf } from './rows';

export interface FacetCounts {
  facets: JobSearchFacets;
  /** Jobs matching every filter. */
  total: number;
}

/**
 * The facet aggregate over a set of rows that carry the facet columns under their own names
 * (`job_type_id`, …, `company_verified`) and one boolean per active facet filter (p_0, p_1, …).
 * GROUPING SETS give one group per facet plus the empty set (the total) in a single pass; each
 * active facet filter gets a count that leaves that filter out.
 */
export const facetSourceColumns: Record<FacetName, string> = {
  job_types: 'job_type_id',
  xp_lvls: 'xp_lvl_id',
  degrees: 'degree_id',
  job_locations: 'location_id',
  main_functions: 'main_function_id',
  job_function_ids: 'job_function_id',
  work_arrangements: 'work_arrangement',
  is_company_verified: 'company_verified',
};

export function activeFacets(filters: SearchFilters): FacetName[] {
  return facetNames.filter((name) => filters.facets[name]);
}

/** p_i for each active facet filter, as select-list items over `jobs j`. */
export function facetFlags(filters: SearchFilters): SQL[] {
  return activeFacets(filters).map((name, index) => sql`(${filters.facets[name]}) as ${sql.raw(`p_${index}`)}`);
}

/** Rows failing two facet filters count in no facet, so they need not be read at all. */
export function facetRowFilter(filters: SearchFilters): SQL | null {
  const active = activeFacets(filters);
  if (active.length < 2) return null;
  return sql`(${sql.join(
    active.map((name) => sql`(not (${filters.facets[name]}))::int`),
    sql` + `,
  )}) <= 1`;
}

/** The aggregate over `from` (an alias whose rows carry the facet columns and p_i flags). */
export function facetAggregate(filters: SearchFilters, from: SQL): SQL {
  const active = activeFacets(filters);
  const flags = (skip: number) => {
    const kept = active.map((_, i) => i).filter((i) => i !== skip);
    return kept.length > 0 ? sql.raw(kept.map((i) => `p_${i}`).join(' and ')) : sql`true`;
  };
  const columns = facetNames.map((name) => sql.raw(facetSourceColumns[name]));
  return sql`
    select grouping(${sql.join(columns, sql`, `)})::int as g,
      ${sql.join(
        columns.map((column, index) => sql`${column} as ${sql.raw(`v_${index}`)}`),
        sql`, `,
      )},
      count(*) filter (where ${flags(-1)})::int as c_all
      ${sql.join(
        active.map((_, index) => sql`, count(*) filter (where ${flags(index)})::int as ${sql.raw(`c_${index}`)}`),
        sql``,
      )}
    from ${from}
    group by grouping sets (${sql.join(
      columns.map((column) => sql`(${column})`),
      sql`, `,
    )}, ())`;
}

/** Reads the aggregate's rows back into facets and the total. */
export function decodeFacets(filters: SearchFilters, rows: Record<string, unknown>[]): FacetCounts {
  const active = activeFacets(filters);
  const facets = Object.fromEntries(facetNames.map((name) => [name, {}])) as JobSearchFacets;
  let total = 0;
  const everyBit = (1 << facetNames.length) - 1;
  for (const row of rows) {
    const g = Number(row.g);
    if (g === everyBit) {
      total = Number(row.c_all);
      continue;
    }
    // grouping() sets a bit for each column left out of the set; the first column is the highest bit.
    const index = facetNames.findIndex((_, i) => g === everyBit - (1 << (facetNames.length - 1 - i)));
    const name = facetNames[index];
    if (!name) continue;
    const activeIndex = active.indexOf(name);
    const count = Number(activeIndex >= 0 ? row[`c_${activeIndex}`] : row.c_all);
    const value = row[`v_${index}`];
    if (count > 0 && value !== null && value !== undefined) {
      facets[name][value === true ? '1' : value === false ? '0' : String(value)] = count;
    }
  }
  return { facets, total };
}

/** The columns the facet aggregate reads from `jobs j`, with the flags of the active filters. */
export function facetColumns(filters: SearchFilters): SQL {
  return sql`${sql.join(
    facetNames.map((name) => sql.raw(`j.${facetSourceColumns[name]}`)),
    sql`, `,
  )} ${sql.join(
    facetFlags(filters).map((flag) => sql`, ${flag}`),
    sql``,
  )}`;
}

/** The conditions joined with AND, each in parentheses. */
export function allOf(parts: SQL[]): SQL {
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` and `,
  );
}

/** Facets straight from jobs: without a keyword this is an index-only scan of jobs_open_newest_idx. */
export async function countFacets(db: Database, filters: SearchFilters): Promise<FacetCounts> {
  const where = [filters.base, ...filters.others, facetRowFilter(filters)].filter((part): part is SQL => part !== null);
  const source = sql`(select ${facetColumns(filters)} from jobs j where ${allOf(where)}) f`;
  const result = await db.execute(facetAggregate(filters, source));
  return decodeFacets(filters, rowsOf<Record<string, unknown>>(result));
}

/** The total alone, for searches that asked for no facets. */
export async function countMatches(db: Database, condition: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as total from jobs j where ${condition}`);
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}
