import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type CountryKey, countries, countryByKey } from '@/lib/countries';
import { jobPath } from '@/lib/job-url';
import { isLanguageSlug, type LanguageSlug, languageBySlug } from '@/lib/languages';
import { type JobCard, jobSearchQuerySchema } from '@/lib/schemas/job';
import { type JobAlertFrequency, type JobAlertWireSearch, maxDigestJobs } from '@/lib/schemas/job-alerts';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { loadPreferences, notify, notifySafely } from '../domain/notifications';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { allConditions, buildFilters } from '../search/filters';
import { loadJobCards } from '../search/job-cards';
import { type KeywordMatch, matchKeyword, parseKeyword } from '../search/keyword';
import { rowsOf } from '../search/rows';
import { renderDigest } from './digest-mail';
import { nextDueSql } from './due';
import { parseJson } from './store';
import { signingKey, signUnsubscribe } from './unsubscribe-token';

export const digestTaskKind = 'job-alerts.digest';
export const digestTemplate = 'job_alert_digest';

export interface DigestDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  webOrigin(countryKey: string): string;
  now: Date;
  /** Alerts claimed per statement. */
  batch?: number;
  /** Claimed alerts worked on at once. */
  concurrency?: number;
}

export interface DigestOutcome {
  claimed: number;
  sent: number;
  empty: number;
  failed: number;
}

interface ClaimedRow {
  id: number;
  user_id: number;
  country_key: string;
  keyword: string | null;
  search: JobAlertWireSearch | string;
  frequency: JobAlertFrequency;
  email: string;
  unsubscribe_nonce: string;
  since: string | Date;
  due_at: string | Date;
  language_slug: string;
  user_status: string;
}

const knownCountries = new Set<string>(countries.map((country) => country.key));

/**
 * Claims up to `limit` due alerts and moves each to its next due time, in one statement: the
 * due rows are locked FOR UPDATE SKIP LOCKED, so a second worker racing on the same database
 * skips them, and once this commits they are no longer due. The claim is the send decision:
 * a digest is mailed at most once (docs/decisions/0033).
 */
async function claimDue(db: Database, now: Date, limit: number): Promise<ClaimedRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ClaimedRow>(
    await db.execute(sql`
      with due as (
        select id, coalesce(last_digest_at, created_at) as since, next_due_at as due_at
        from job_alerts
        where enabled and next_due_at <= ${at}
        order by next_due_at, id
        limit ${limit}
        for update skip locked)
      update job_alerts a set last_digest_at = ${at}, next_due_at = ${nextDueSql(sql`a.frequency`, sql`a.time_zone`, at)}
      from due, users u
      where a.id = due.id and u.id = a.user_id
      returning a.id, a.user_id, a.country_key, a.keyword, a.search, a.frequency, a.email, a.unsubscribe_nonce,
        due.since, due.due_at, u.language_slug, u.status as user_status`),
  );
}

/** What one run shares between its alerts: keyword matches, the jobs each distinct search found in each window, and job cards. */
export interface DigestRunCache {
  matches: Map<string, Promise<KeywordMatch>>;
  windows: Map<string, Promise<number[]>>;
  cards: Map<string, JobCard>;
}

export const newRunCache = (): DigestRunCache => ({ matches: new Map(), windows: new Map(), cards: new Map() });

/** Candidates kept per search and window, before each seeker's own exclusions. */
const windowCandidates = 200;

/** Searches evaluated together in one pass over a window's jobs. */
const searchesPerPass = 100;

function windowKey(countryKey: CountryKey, search: JobAlertWireSearch, since: Date, now: Date): string {
  const canonical = JSON.stringify(Object.keys(search).sort().map((key) => [key, search[key]]));
  return `${countryKey}\u0000${canonical}\u0000${since.toISOString()}\u0000${now.toISOString()}`;
}

/** The search API's own condition for an alert's search (server/search), or null when it no longer parses. */
async function searchCondition(db: Database, countryKey: CountryKey, search: JobAlertWireSearch, now: Date, cache: DigestRunCache): Promise<SQL | null> {
  const parsed = jobSearchQuerySchema.safeParse(search);
  if (!parsed.success) return null;
  const query = parsed.data;
  const keyword = parseKeyword(query.query);
  let match: KeywordMatch | null = null;
  if (keyword) {
    const matchKey = `${countryKey}\u0000${query.query}`;
    let matching = cache.matches.get(matchKey);
    if (!matching) {
      matching = matchKeyword(db, keyword, countryKey);
      cache.matches.set(matchKey, matching);
    }
    match = await matching;
  }
  const filters = buildFilters(query, countryKey, now);
  // Jobs for verified seekers stay on the site (docs/decisions/0044); mail is not where they go.
  filters.others.push(sql`not j.verified_only`);
  return allConditions(filters, match?.condition ?? null);
}

/**
 * The newest jobs (at most `windowCandidates`) of each search posted in (since, now], all in one
 * pass over the window's jobs: the window (a day of a country's postings) is read once, each
 * job's search document unpacked once (`|| ''::tsvector` makes the materialised copy plain), and
 * every search's condition tested against it. Asking each search of a run separately read the
 * country's whole index per search (docs/decisions/0033).
 */
async function searchWindowsTogether(
  db: Database,
  countryKey: CountryKey,
  searches: JobAlertWireSearch[],
  since: Date,
  now: Date,
  cache: DigestRunCache,
): Promise<number[][]> {
  const conditions = await Promise.all(searches.map((search) => searchCondition(db, countryKey, search, now, cache)));
  const found: number[][] = searches.map(() => []);
  const tested = conditions.flatMap((condition, i) => (condition ? [{ condition, i }] : []));
  if (tested.length === 0) return found;
  const hits = sql.join(
    tested.map(({ condition, i }) => sql`case when ${condition} then ${i}::int end`),
    sql`, `,
  );
  const rows = rowsOf<{ id: number; hits: number[] | string }>(
    await db.execute(sql`
      with j as materialized (
        select ${sql.raw(windowColumns())}, j.search_vector || ''::tsvector as search_vector
        from jobs j
        where j.country_key = ${countryKey} and j.status = 'active' and not j.verified_only
          and j.posted_at > ${since.toISOString()}::timestamptz and j.posted_at <= ${now.toISOString()}::timestamptz
      )
      select id, hits from (
        select j.id, j.posted_at, array_remove(array[${hits}], null) as hits from j
      ) t
      where cardinality(hits) > 0
      order by posted_at desc, id desc`),
  );
  for (const row of rows) {
    const indexes = typeof row.hits === 'string' ? parseIntArray(row.hits) : row.hits;
    for (const i of indexes) {
      const list = found[Number(i)];
      if (list && list.length < windowCandidates) list.push(Number(row.id));
    }
  }
  return found;
}

const parseIntArray = (text: string) => (text === '{}' ? [] : text.slice(1, -1).split(',').map(Number));

let windowColumnList: string | null = null;
/** Every column of jobs but the search document, as `j.<column>`, for the materialised window. */
function windowColumns(): string {
  windowColumnList ??= Object.values(getTableColumns(jobs))
    .map((column) => column.name)
    .filter((name) => name !== 'search_vector')
    .map((name) => `j."${name}"`)
    .join(', ');
  return windowColumnList;
}

/**
 * Asks every search of the claimed alerts that the run has not asked yet, grouped by country
 * and window, `searchesPerPass` at a time; the answers wait in the run's cache for each alert.
 */
function prefetchWindows(db: Database, rows: ClaimedRow[], now: Date, cache: DigestRunCache): Promise<unknown> {
  const groups = new Map<string, { countryKey: CountryKey; since: Date; searches: Map<string, JobAlertWireSearch> }>();
  for (const row of rows) {
    if (!knownCountries.has(row.country_key)) continue;
    const countryKey = row.country_key as CountryKey;
    const since = new Date(row.since);
    const search = parseJson(row.search) as JobAlertWireSearch;
    const key = windowKey(countryKey, search, since, now);
    if (cache.windows.has(key)) continue;
    const groupKey = `${countryKey}\u0000${since.toISOString()}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = { countryKey, since, searches: new Map() };
      groups.set(groupKey, group);
    }
    group.searches.set(key, search);
  }
  const passes: Promise<unknown>[] = [];
  for (const group of groups.values()) {
    const entries = [...group.searches.entries()];
    for (let at = 0; at < entries.length; at += searchesPerPass) {
      const chunk = entries.slice(at, at + searchesPerPass);
      const pass = searchWindowsTogether(db, group.countryKey, chunk.map(([, search]) => search), group.since, now, cache);
      chunk.forEach(([key], i) => {
        cache.windows.set(
          key,
          pass.then((found) => found[i] ?? []),
        );
      });
      passes.push(pass);
    }
  }
  return Promise.all(passes);
}

/** The newest jobs of one search posted in (since, now], from the run's cache when a pass already asked it. */
function searchWindow(
  db: Database,
  countryKey: CountryKey,
  search: JobAlertWireSearch,
  since: Date,
  now: Date,
  cache: DigestRunCache,
): Promise<number[]> {
  const key = windowKey(countryKey, search, since, now);
  let pending = cache.windows.get(key);
  if (!pending) {
    pending = searchWindowsTogether(db, countryKey, [search], since, now, cache).then((found) => found[0] ?? []);
    cache.windows.set(key, pending);
  }
  return pending;
}

/**
 * The jobs of the alert's search posted after `since` up to `now`, newest first, leaving out
 * the companies the seeker blocked and jobs an earlier digest of this alert already listed.
 */
export async function findDigestJobs(
  db: Database,
  alert: { id: number; userId: number; countryKey: CountryKey; search: JobAlertWireSearch },
  since: Date,
  now: Date,
  limit: number,
  cache: DigestRunCache = newRunCache(),
): Promise<number[]> {
  const candidates = await searchWindow(db, alert.countryKey, alert.search, since, now, cache);
  if (candidates.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select c.id from unnest(${`{${candidates.join(',')}}`}::int[]) with ordinality as c(id, ord)
      join jobs j on j.id = c.id
      where not exists (select 1 from blocked_companies b where b.user_id = ${alert.userId} and b.company_id = j.company_id)
        and not exists (select 1 from job_alert_digests d where d.alert_id = ${alert.id} and c.id = any(d.job_ids))
      order by c.ord
      limit ${limit}`),
  );
  return rows.map((row) => Number(row.id));
}

/** Job cards in the reader's language, each read once per run however many digests list it. */
async function cardsOf(db: Database, ids: number[], languageSlug: LanguageSlug, cache: DigestRunCache): Promise<JobCard[]> {
  const keyOf = (id: number) => `${languageSlug}:${id}`;
  const missing = ids.filter((id) => !cache.cards.has(keyOf(id)));
  if (missing.length > 0) for (const card of await loadJobCards(db, missing, languageBySlug(languageSlug))) cache.cards.set(keyOf(card.id), card);
  return ids.flatMap((id) => cache.cards.get(keyOf(id)) ?? []);
}

async function digestOne(deps: DigestDeps, key: Buffer, row: ClaimedRow, cache: DigestRunCache): Promise<'sent' | 'empty' | 'failed'> {
  const { db, now } = deps;
  const alertId = Number(row.id);
  const dueAt = new Date(row.due_at).toISOString();
  const record = async (jobIds: number[], status: string, error: string | null = null) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`insert into job_alert_digests (alert_id, due_at, job_ids, status, error, created_at)
        values (${alertId}, ${dueAt}::timestamptz, ${`{${jobIds.join(',')}}`}::int[], ${status}, ${error}, ${now.toISOString()}::timestamptz)
        on conflict (alert_id, due_at) do nothing returning id`),
    );

  if (row.user_status !== 'active' || !knownCountries.has(row.country_key)) {
    await record([], 'empty');
    return 'empty';
  }
  const countryKey = row.country_key as CountryKey;
  const found = await findDigestJobs(db, { id: alertId, userId: Number(row.user_id), countryKey, search: parseJson(row.search) }, new Date(row.since), now, maxDigestJobs + 1, cache);
  const jobIds = found.slice(0, maxDigestJobs);
  if (jobIds.length === 0) {
    await record([], 'empty');
    return 'empty';
  }
  // The unique (alert, due time) row is taken before the mail goes: a second hand on the same
  // digest finds it taken and sends nothing.
  if ((await record(jobIds, 'sending')).length === 0) return 'empty';

  const userId = Number(row.user_id);
  // The seeker hears of the matches in the app either way; by mail unless they turned job-alert mail off.
  const preferences = await loadPreferences(db, userId);
  const tellInApp = () =>
    notifySafely(deps.logger, () =>
      notify(db, userId, 'job_alert', { event: 'matches', alert_id: alertId, count: jobIds.length, path: '/settings/job-alerts' }, now, preferences),
    );
  if (!preferences.channels.job_alert.email) {
    await db.execute(sql`update job_alert_digests set status = 'in_app' where alert_id = ${alertId} and due_at = ${dueAt}::timestamptz`);
    await tellInApp();
    return 'sent';
  }

  const languageSlug: LanguageSlug = isLanguageSlug(row.language_slug) ? row.language_slug : 'en-us';
  const origin = deps.webOrigin(countryByKey(countryKey).key);
  const cards = await cardsOf(db, jobIds, languageSlug, cache);
  const token = encodeURIComponent(signUnsubscribe(key, alertId, row.unsubscribe_nonce));
  const oneClick = `${origin}/${languageSlug}/job-alerts/unsubscribe/one-click?token=${token}`;
  const rendered = renderDigest({
    languageSlug,
    frequency: row.frequency,
    keyword: row.keyword,
    jobs: cards.map((card) => ({ card, url: `${origin}/${languageSlug}${jobPath(card.title, card.id)}` })),
    more: found.length > maxDigestJobs,
    max: maxDigestJobs,
    manageUrl: `${origin}/${languageSlug}/settings/job-alerts`,
    unsubscribeUrl: `${origin}/${languageSlug}/job-alerts/unsubscribe?token=${token}`,
  });
  try {
    await deps.mailer.send({
      channel: 'email',
      to: row.email,
      template: digestTemplate,
      languageSlug,
      values: { alert_id: alertId },
      rendered,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    // Not sent: the next digest starts from the same point again, so these jobs are not lost.
    await db.execute(sql`update job_alert_digests set status = 'failed', error = ${reason} where alert_id = ${alertId} and due_at = ${dueAt}::timestamptz`);
    await db.execute(sql`update job_alerts set last_digest_at = ${new Date(row.since).toISOString()}::timestamptz
      where id = ${alertId} and last_digest_at = ${now.toISOString()}::timestamptz`);
    deps.logger.warn({ alertId, reason }, 'job alert digest not sent');
    return 'failed';
  }
  await db.execute(sql`update job_alert_digests set status = 'sent' where alert_id = ${alertId} and due_at = ${dueAt}::timestamptz`);
  await tellInApp();
  return 'sent';
}

/** One full run: claims and mails every due alert, batch by batch, until none is left. */
export async function runDigests(deps: DigestDeps): Promise<DigestOutcome> {
  const batch = deps.batch ?? 200;
  const concurrency = Math.max(1, deps.concurrency ?? 4);
  const key = await signingKey(deps.db);
  const outcome: DigestOutcome = { claimed: 0, sent: 0, empty: 0, failed: 0 };
  const cache = newRunCache();
  for (;;) {
    const claimed = await claimDue(deps.db, deps.now, batch);
    if (claimed.length === 0) break;
    outcome.claimed += claimed.length;
    await prefetchWindows(deps.db, claimed, deps.now, cache);
    let next = 0;
    const work = async () => {
      while (next < claimed.length) {
        const row = claimed[next++] as ClaimedRow;
        try {
          outcome[await digestOne(deps, key, row, cache)] += 1;
        } catch (error) {
          outcome.failed += 1;
          deps.logger.error({ err: error, alertId: row.id }, 'job alert digest failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, work));
  }
  return outcome;
}
