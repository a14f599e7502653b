import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';
import { jobFunctions, jobHotSearches, type Labels } from '../../schema';

/** Every taxonomy entry's labels, the most specific level first, then the lowest id. */
export function listJobFunctionLabels(db: Database): Promise<{ id: number; labels: Labels }[]> {
  return db
    .select({ id: jobFunctions.id, labels: jobFunctions.labels })
    .from(jobFunctions)
    .orderBy(desc(jobFunctions.level), asc(jobFunctions.id));
}

/** Whether the taxonomy has an entry with this id. */
export async function jobFunctionExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: jobFunctions.id }).from(jobFunctions).where(eq(jobFunctions.id, id));
  return row !== undefined;
}

export async function insertHotSearch(db: Database, search: typeof jobHotSearches.$inferInsert): Promise<void> {
  await db.insert(jobHotSearches).values(search);
}

/** A job title with a count: its searchers, or its open jobs. */
export interface HotTitleRow {
  id: number;
  labels: Labels;
  n: number;
}

/** Open jobs per job title of the country, now. */
function openPerTitle(countryKey: string, now: Date) {
  return sql`
    select j.function_title_id as id, count(*)::int as n from jobs j
    where j.country_key = ${countryKey} and j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
    group by j.function_title_id`;
}

/**
 * The country's job titles with open jobs that at least `minSearchers` searchers looked for
 * since `since`, whose first searches fall on at least `minDays` days (UTC); most searchers first.
 */
export async function listSearchedTitles(
  db: Database,
  input: { countryKey: string; since: string; now: Date; minSearchers: number; minDays: number; size: number },
): Promise<HotTitleRow[]> {
  return rowsOf<HotTitleRow>(
    await db.execute(sql`
      select f.id, f.labels, s.n from (
        select id, count(*)::int as n from (
          select job_title_id as id, client_key, min(created_at) as first from job_hot_searches
          where country_key = ${input.countryKey} and created_at > ${input.since}::timestamptz and created_at <= ${input.now.toISOString()}::timestamptz
            and job_title_id is not null and client_key is not null
          group by job_title_id, client_key
        ) per_searcher
        group by id
        having count(*) >= ${input.minSearchers} and count(distinct (first at time zone 'UTC')::date) >= ${input.minDays}
      ) s join (${openPerTitle(input.countryKey, input.now)}) o on o.id = s.id join job_functions f on f.id = s.id
      order by s.n desc, f.id
      limit ${input.size}`),
  );
}

/** The country's job titles with most open jobs now, but those `taken`. */
export async function listTitlesByOpenJobs(
  db: Database,
  input: { countryKey: string; now: Date; taken: number[]; size: number },
): Promise<HotTitleRow[]> {
  const { taken } = input;
  return rowsOf<HotTitleRow>(
    await db.execute(sql`
      select f.id, f.labels, o.n from (${openPerTitle(input.countryKey, input.now)}) o join job_functions f on f.id = o.id
      ${taken.length > 0 ? sql`where o.id not in ${taken}` : sql``}
      order by o.n desc, f.id
      limit ${input.size}`),
  );
}
