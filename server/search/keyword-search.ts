import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allOf, decodeFacets, type FacetCounts, facetAggregate, facetColumns, facetFlags, facetRowFilter } from './facets';
import type { SearchFilters } from './filters';
import { type CardRow, cardRowsSql } from './job-cards';
import { rowsOf } from './rows';

export interface KeywordPageInput {
  filters: SearchFilters;
  /** The keyword's match condition and relevance over `jobs j`. */
  matches: SQL;
  rank: SQL;
  /** Order over the matched rows `m` (columns id, posted_at, monthly_salary_to, rank). */
  order: SQL;
  size: number;
  offset: number;
}

/**
 * A keyword search's page, its cards' rows and facet counts in one statement: the matching jobs are read once
 * (GIN index, then their rows) into a materialised set that both the page and the counts use.
 * A keyword narrows the country to a few thousand jobs, so reading them once is the cost.
 */
export async function keywordPageWithFacets(
  db: Database,
  input: KeywordPageInput,
): Promise<{ ids: number[]; cardRows: CardRow[]; counts: FacetCounts }> {
  const { filters } = input;
  const flagCount = facetFlags(filters).length;
  const where = [filters.base, input.matches, ...filters.others, facetRowFilter(filters)].filter(
    (part): part is SQL => part !== null,
  );
  const pageFilter = flagCount > 0 ? sql.raw(Array.from({ length: flagCount }, (_, i) => `p_${i}`).join(' and ')) : sql`true`;
  const result = await db.execute(sql`
    with m as materialized (
      select j.id, j.posted_at, j.monthly_salary_to, (${input.rank}) as rank, ${facetColumns(filters)}
      from jobs j
      where ${allOf(where)}
    ),
    page as (
      select * from m where ${pageFilter}
      order by ${input.order}
      limit ${input.size} offset ${input.offset}
    )
    select (select coalesce(json_agg(m.id order by ${input.order}), '[]'::json) from page m) as ids,
      (select coalesce(json_agg(c), '[]'::json) from (${cardRowsSql(sql`j.id in (select id from page)`)}) c) as cards,
      (select coalesce(json_agg(f), '[]'::json) from (${facetAggregate(filters, sql`m`)}) f) as facets`);
  const [row] = rowsOf<{ ids: number[] | string; cards: CardRow[] | string; facets: Record<string, unknown>[] | string }>(result);
  const parse = <T>(value: T | string | undefined, fallback: T): T =>
    value === undefined ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value;
  return {
    ids: parse(row?.ids, [] as number[]).map(Number),
    cardRows: parse(row?.cards, [] as CardRow[]),
    counts: decodeFacets(filters, parse(row?.facets, [] as Record<string, unknown>[])),
  };
}
