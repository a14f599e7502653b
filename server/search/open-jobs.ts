import type { JobSearchFacets, JobSearchFilters, JobSort } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { findSearchGeneration, listActiveJobRows, listJobRowsChanged, type OpenJobRow } from '../db/queries/search/open-jobs';
import { type FacetName, facetNames, facetSource, postedAfterOf } from './filters';

/**
 * The open jobs' filter, facet and order columns, per country, in this process's memory
 * (docs/decisions/0057). A search filters, counts facets and orders here: PostgreSQL only finds
 * a keyword's matches (with their rank) and reads the page's cards. Every search first asks for
 * the database's job search generation (migration 0020) and takes in the rows written since, so
 * what another process wrote shows in the next search.
 */

export interface FacetCounts {
  facets: JobSearchFacets;
  /** Jobs matching every filter. */
  total: number;
}

const facetCount = facetNames.length;
const tally = (counts: Int32Array, slot: number) => {
  counts[slot] = (counts[slot] as number) + 1;
};
const isTrue = (value: unknown) => value === true || value === 't' || value === 'true' || value === 1;
const numberOrNaN = (value: unknown) => (value === null || value === undefined ? Number.NaN : Number(value));

/** A facet's values, each given a small code (-1: no value). */
class FacetColumn {
  readonly values: string[] = [];
  private readonly codeOf = new Map<string, number>();

  code(value: unknown): number {
    if (value === null || value === undefined) return -1;
    const text = String(value);
    let code = this.codeOf.get(text);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(text);
      this.codeOf.set(text, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codeOf.get(value);
  }
}

interface Order {
  /** Alive rows in the order's sequence. */
  rows: Int32Array;
  /** Row → its place in `rows`. */
  position: Int32Array;
}

/** A rank fits in six bits of the packed id (keyword.ts ranks up to 3 + 2 + 1 + 2 per CJK letter). */
export const rankBits = 6;
const maxRank = 2 ** rankBits - 1;
/** Sort keys pack (max rank - rank) above a 32-bit position: exact in a float64. */
const positionSpan = 2 ** 32;

export interface OpenJobsQuery {
  query: JobSearchFilters;
  now: Date;
  sort: JobSort;
  offset: number;
  size: number;
  excludeCompanyIds: readonly number[];
  includeVerifiedOnly: boolean;
  /** Count facets (else the total alone). */
  facets: boolean;
  /** A keyword's matches (job ids with their ranks); null without a keyword. */
  matches: { ids: Int32Array; ranks: Uint8Array } | null;
}

/** One country's open jobs, a column per field (typed arrays, grown by doubling). */
export class CountryJobs {
  size = 0;
  private capacity = 0;
  id = new Int32Array(0);
  alive = new Uint8Array(0);
  posted = new Float64Array(0);
  expires = new Float64Array(0);
  salaryFrom = new Float64Array(0);
  salaryTo = new Float64Array(0);
  companyId = new Int32Array(0);
  functionTitleId = new Int32Array(0);
  mainFunctionId = new Int32Array(0);
  jobFunctionId = new Int32Array(0);
  verifiedOnly = new Uint8Array(0);
  readonly facets: FacetColumn[] = facetNames.map(() => new FacetColumn());
  /**
   * Each row's facet codes side by side (row * facetCount + facet): one cache line serves all of
   * a row's facets, where a column per facet cost a cache miss per facet for matches in rank order.
   */
  facetCodes = new Int32Array(0);
  private readonly byId = new Map<number, number>();
  private orders: { newest?: Order; salary?: Order } = {};

  constructor(readonly key: string) {}

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    const int32 = (n: number) => new Int32Array(n);
    const uint8 = (n: number) => new Uint8Array(n);
    const float64 = (n: number) => new Float64Array(n);
    this.id = grown(this.id, int32);
    this.alive = grown(this.alive, uint8);
    this.posted = grown(this.posted, float64);
    this.expires = grown(this.expires, float64);
    this.salaryFrom = grown(this.salaryFrom, float64);
    this.salaryTo = grown(this.salaryTo, float64);
    this.companyId = grown(this.companyId, int32);
    this.functionTitleId = grown(this.functionTitleId, int32);
    this.mainFunctionId = grown(this.mainFunctionId, int32);
    this.jobFunctionId = grown(this.jobFunctionId, int32);
    this.verifiedOnly = grown(this.verifiedOnly, uint8);
    const codes = new Int32Array(capacity * facetCount);
    codes.set(this.facetCodes);
    this.facetCodes = codes;
    this.capacity = capacity;
  }

  /** Takes a row in (or out, when it is no longer open or moved to another country). */
  put(row: OpenJobRow): void {
    const id = Number(row.id);
    if (row.status !== 'active' || row.country_key !== this.key) {
      this.remove(id);
      return;
    }
    let at = this.byId.get(id);
    if (at === undefined) {
      if (this.size === this.capacity) this.grow();
      at = this.size++;
      this.byId.set(id, at);
    }
    this.id[at] = id;
    this.alive[at] = 1;
    this.posted[at] = Number(row.posted);
    this.expires[at] = Number(row.expires);
    this.salaryFrom[at] = numberOrNaN(row.salary_from);
    this.salaryTo[at] = numberOrNaN(row.salary_to);
    this.companyId[at] = Number(row.company_id);
    this.functionTitleId[at] = Number(row.function_title_id);
    this.mainFunctionId[at] = Number(row.main_function_id);
    this.jobFunctionId[at] = Number(row.job_function_id);
    this.verifiedOnly[at] = isTrue(row.verified_only) ? 1 : 0;
    facetNames.forEach((name, f) => {
      this.facetCodes[at * facetCount + f] = (this.facets[f] as FacetColumn).code(row[facetSource[name]]);
    });
    this.orders = {};
  }

  /** Open jobs held; `size` also counts the slots of jobs that left. */
  get live(): number {
    return this.byId.size;
  }

  remove(id: number): void {
    const at = this.byId.get(id);
    if (at === undefined) return;
    this.alive[at] = 0;
    this.byId.delete(id);
    this.orders = {};
  }

  /** Rows in page order: newest first, or highest monthly salary first (as the SQL indexes order). */
  private order(kind: 'newest' | 'salary'): Order {
    const known = this.orders[kind];
    if (known) return known;
    const { posted, id, salaryTo } = this;
    const rows = new Int32Array(this.byId.size);
    let n = 0;
    for (let row = 0; row < this.size; row++) if (this.alive[row]) rows[n++] = row;
    const newest = (a: number, b: number) => (posted[b] as number) - (posted[a] as number) || (id[b] as number) - (id[a] as number);
    const salaryOf = (row: number) => {
      const value = salaryTo[row] as number;
      return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
    };
    rows.sort(kind === 'newest' ? newest : (a, b) => salaryOf(b) - salaryOf(a) || newest(a, b));
    const position = new Int32Array(this.size);
    rows.forEach((row, place) => {
      position[row] = place;
    });
    const order = { rows, position };
    this.orders[kind] = order;
    return order;
  }

  /** The candidates in page order: every open job, or the keyword's matches by rank (sort 2) then the order. */
  private candidates(input: OpenJobsQuery): Int32Array {
    const order = this.order(input.sort === 3 ? 'salary' : 'newest');
    if (!input.matches) return order.rows;
    const { ids, ranks } = input.matches;
    const keys = new Float64Array(ids.length);
    let n = 0;
    for (let i = 0; i < ids.length; i++) {
      const row = this.byId.get(ids[i] as number);
      if (row === undefined) continue;
      const rankKey = input.sort === 2 ? maxRank - (ranks[i] as number) : 0;
      keys[n++] = rankKey * positionSpan + (order.position[row] as number);
    }
    const sorted = keys.subarray(0, n).sort();
    const rows = new Int32Array(n);
    for (let i = 0; i < n; i++) rows[i] = order.rows[(sorted[i] as number) % positionSpan] as number;
    return rows;
  }

  /**
   * The page's job ids, the total and (when asked) the facet counts: each facet's counts apply
   * every active filter but its own, so a row failing exactly one facet filter counts in that
   * facet only, and a row failing two counts nowhere.
   */
  search(input: OpenJobsQuery): { ids: number[]; counts: FacetCounts } {
    const { query } = input;
    const now = input.now.getTime();
    const excluded = input.excludeCompanyIds.length > 0 ? new Set(input.excludeCompanyIds) : null;
    const companies = query.company_ids ? new Set(query.company_ids) : null;
    const titles = query.function_job_title_ids ? new Set(query.function_job_title_ids) : null;
    const categories = query.job_categories ? new Set(query.job_categories) : null;
    const salaryFrom = query.salary_from;
    const salaryTo = query.salary_to;
    const postedAfter = postedAfterOf(query, input.now);
    const withVerifiedOnly = input.includeVerifiedOnly;

    const wanted: Partial<Record<FacetName, readonly string[]>> = {
      job_types: query.job_types?.map(String),
      xp_lvls: query.xp_lvls?.map(String),
      degrees: query.degrees?.map(String),
      job_locations: query.job_locations?.map(String),
      main_functions: query.main_functions?.map(String),
      job_function_ids: query.job_function_ids?.map(String),
      work_arrangements: query.work_arrangements,
      is_company_verified: query.is_company_verified === undefined ? undefined : [query.is_company_verified ? '1' : '0'],
    };
    const active: { facet: number; allowed: Uint8Array }[] = [];
    facetNames.forEach((name, f) => {
      const values = wanted[name];
      if (!values) return;
      const column = this.facets[f] as FacetColumn;
      const allowed = new Uint8Array(column.values.length);
      for (const value of values) {
        const code = column.find(value);
        if (code !== undefined) allowed[code] = 1;
      }
      active.push({ facet: f, allowed });
    });
    const counting = input.facets;
    // All facets' counts in one array: facet f's value `code` at offsets[f] + code.
    const offsets = new Int32Array(facetCount);
    let slots = 0;
    this.facets.forEach((facet, f) => {
      offsets[f] = slots;
      slots += facet.values.length;
    });
    const counts = new Int32Array(counting ? slots : 0);

    const { alive, expires, verifiedOnly, companyId, functionTitleId, mainFunctionId, jobFunctionId, id, facetCodes } = this;
    const candidates = this.candidates(input);
    const page: number[] = [];
    const pageEnd = input.offset + input.size;
    let total = 0;
    for (let c = 0; c < candidates.length; c++) {
      const row = candidates[c] as number;
      if (!alive[row] || !((expires[row] as number) > now)) continue;
      if (verifiedOnly[row] && !withVerifiedOnly) continue;
      if (excluded?.has(companyId[row] as number)) continue;
      if (companies && !companies.has(companyId[row] as number)) continue;
      if (titles && !titles.has(functionTitleId[row] as number)) continue;
      if (categories && !categories.has(mainFunctionId[row] as number) && !categories.has(jobFunctionId[row] as number)) continue;
      // NaN (no monthly range) fails both comparisons, as NULL does in SQL.
      if (salaryFrom !== undefined && !((this.salaryTo[row] as number) >= salaryFrom)) continue;
      if (salaryTo !== undefined && !((this.salaryFrom[row] as number) <= salaryTo)) continue;
      if (postedAfter !== undefined && !((this.posted[row] as number) >= postedAfter)) continue;
      const base = row * facetCount;
      let failed = -1;
      let failures = 0;
      for (let a = 0; a < active.length; a++) {
        const filter = active[a] as (typeof active)[number];
        const code = facetCodes[base + filter.facet] as number;
        if (code < 0 || filter.allowed[code] === 0) {
          failures++;
          failed = filter.facet;
          if (failures > 1) break;
        }
      }
      if (failures > 1) continue;
      if (failures === 1) {
        // Counted in the one facet whose filter it fails, as choosing another option there would give it.
        const code = facetCodes[base + failed] as number;
        if (counting && code >= 0) tally(counts, (offsets[failed] as number) + code);
        continue;
      }
      total++;
      if (total > input.offset && total <= pageEnd) page.push(id[row] as number);
      if (!counting) continue;
      for (let f = 0; f < facetCount; f++) {
        const code = facetCodes[base + f] as number;
        if (code >= 0) tally(counts, (offsets[f] as number) + code);
      }
    }

    const facets = Object.fromEntries(facetNames.map((name) => [name, {}])) as JobSearchFacets;
    if (counting) {
      facetNames.forEach((name, f) => {
        const values = (this.facets[f] as FacetColumn).values;
        const first = offsets[f] as number;
        for (let code = 0; code < values.length; code++) {
          const count = counts[first + code] as number;
          if (count > 0) facets[name][values[code] as string] = count;
        }
      });
    }
    return { ids: page, counts: { facets, total } };
  }
}

/** A database's open jobs as this process holds them, at generation `gen`. */
class OpenJobs {
  private gen = -1;
  private readonly countries = new Map<string, CountryJobs>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** The country's open jobs, with every write committed before this call taken in. */
  country(key: string): Promise<CountryJobs> {
    const next = this.queue.then(async () => {
      await this.sync();
      let jobs = this.countries.get(key);
      if (!jobs) {
        jobs = new CountryJobs(key);
        // Newest first, so that a newest-first search reads the columns in order, not at random.
        const rows = await listActiveJobRows(this.db, key);
        for (const row of rows) jobs.put(row);
        this.countries.set(key, jobs);
      }
      return jobs;
    });
    // One at a time: a country loading while a change comes in would miss it.
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async sync(): Promise<void> {
    const row = await findSearchGeneration(this.db);
    const gen = Number(row?.gen ?? 0);
    if (gen === this.gen) return;
    // A delete leaves no row to read, and a database restored to an earlier state goes back.
    if (Number(row?.reset_gen ?? 0) > this.gen || gen < this.gen) {
      this.countries.clear();
      this.gen = gen;
      return;
    }
    if (this.countries.size > 0) {
      const changed = await listJobRowsChanged(this.db, this.gen, gen);
      for (const changedRow of changed) {
        for (const jobs of this.countries.values()) {
          if (jobs.key === changedRow.country_key) jobs.put(changedRow);
          else jobs.remove(Number(changedRow.id));
        }
      }
      // A job that closes leaves its slot behind; once most slots are empty the country is
      // loaded again on its next search, so a long-running process does not grow with churn.
      for (const [key, jobs] of this.countries) if (jobs.size - jobs.live > jobs.live) this.countries.delete(key);
    }
    this.gen = gen;
  }
}

const held = new WeakMap<Database, OpenJobs>();

/** The open jobs of a country in `db`, up to date with every committed write. */
export function openJobs(db: Database, countryKey: string): Promise<CountryJobs> {
  let jobs = held.get(db);
  if (!jobs) {
    jobs = new OpenJobs(db);
    held.set(db, jobs);
  }
  return jobs.country(countryKey);
}

/** Copies the open jobs of each country in turn (at start, so that no first search waits for it). */
export async function preloadOpenJobs(db: Database, countryKeys: readonly string[]): Promise<void> {
  for (const key of countryKeys) await openJobs(db, key);
}

/** Unpacks the keyword statement's `id << rankBits | rank` list (read digit by digit: split and Number cost ~2 ms per 14,000). */
export function unpackMatches(packed: string): { ids: Int32Array; ranks: Uint8Array } {
  let count = packed.length > 0 ? 1 : 0;
  for (let i = 0; i < packed.length; i++) if (packed.charCodeAt(i) === 44) count++;
  const ids = new Int32Array(count);
  const ranks = new Uint8Array(count);
  const span = 2 ** rankBits;
  let value = 0;
  let n = 0;
  for (let i = 0; i <= packed.length; i++) {
    const char = i < packed.length ? packed.charCodeAt(i) : 44;
    if (char === 44) {
      ids[n] = Math.floor(value / span);
      ranks[n++] = value % span;
      value = 0;
    } else value = value * 10 + (char - 48);
  }
  return { ids, ranks };
}
