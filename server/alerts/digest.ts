import { type SQL, sql } from 'drizzle-orm';
import { type CountryKey, countries, countryByKey } from '@/lib/countries';
import { jobPath } from '@/lib/job-url';
import { isLanguageSlug, type LanguageSlug, languageBySlug } from '@/lib/languages';
import { type JobCard, jobSearchQuerySchema } from '@/lib/schemas/job';
import { type JobAlertWireSearch, maxDigestJobs } from '@/lib/schemas/job-alerts';
import type { Database } from '../db/client';
import {
  blockedCompaniesOf,
  type ClaimedAlertRow,
  claimDueAlerts,
  type DueSearchRow,
  dueSearches,
  finishDigestRows,
  followedJobs,
  insertDigests,
  listedSince,
  markDigestFailed,
  rewindAlertWindow,
  windowHits,
} from '../db/queries/digests';
import { loadPreferencesOf } from '../domain/notifications';
import { fitScores, sortByScore } from '../fit/rank';
import type { NotificationPreferences } from '@/lib/schemas/notifications';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { allConditions, buildFilters } from '../search/filters';
import { loadJobCards } from '../search/job-cards';
import { type KeywordMatch, matchKeyword, parseKeyword } from '../search/keyword';
import { renderDigest } from './digest-mail';
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

const knownCountries = new Set<string>(countries.map((country) => country.key));

/** What one run shares between its alerts: keyword matches, the jobs each distinct search found in each window, and job cards. */
export interface DigestRunCache {
  matches: Map<string, Promise<KeywordMatch>>;
  windows: Map<string, Promise<number[]>>;
  cards: Map<string, JobCard>;
  /** The company of each job a window pass found. */
  companyOf: Map<number, number>;
}

export const newRunCache = (): DigestRunCache => ({ matches: new Map(), windows: new Map(), cards: new Map(), companyOf: new Map() });

/** Candidates kept per search and window, before each seeker's own exclusions. */
const windowCandidates = 200;

/** Searches evaluated together in one pass over a window's jobs. */
const searchesPerPass = 250;

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
 * pass over the window's open jobs: the window (a day of a country's postings) is read once, each
 * job's search document (job_search_documents, migration 0021) unpacked once (`|| ''::tsvector` makes the materialised copy plain), and
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
  const rows = await windowHits(db, countryKey, tested, since, now);
  for (const row of rows) {
    cache.companyOf.set(Number(row.id), Number(row.company_id));
    const indexes = typeof row.hits === 'string' ? parseIntArray(row.hits) : row.hits;
    for (const i of indexes) {
      const list = found[Number(i)];
      if (list && list.length < windowCandidates) list.push(Number(row.id));
    }
  }
  return found;
}

const parseIntArray = (text: string) => (text === '{}' ? [] : text.slice(1, -1).split(',').map(Number));

/**
 * Asks every search of the claimed alerts that the run has not asked yet, grouped by country
 * and window, `searchesPerPass` at a time; the answers wait in the run's cache for each alert.
 */
function prefetchWindows(
  db: Database,
  rows: DueSearchRow[],
  now: Date,
  cache: DigestRunCache,
): Promise<unknown> {
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

interface Planned {
  row: ClaimedAlertRow;
  /** The jobs to list (at most maxDigestJobs), newest first; empty when nothing is new. */
  jobIds: number[];
  /** More matched than the mail lists. */
  more: boolean;
  /** New jobs of the companies the seeker follows that the search did not list (issue 35 item 4), newest first. */
  followedIds: number[];
}

/**
 * What each claimed alert's digest lists: its search's jobs of the window, leaving out the
 * companies the seeker blocked and jobs an earlier digest of this alert already listed (only a
 * digest written after the window opened can have listed a job posted in it; a digest whose mail
 * failed listed nothing). Three reads for the whole batch, whatever its size.
 */
async function planBatch(db: Database, rows: ClaimedAlertRow[], now: Date, cache: DigestRunCache): Promise<Planned[]> {
  const live = rows.filter((row) => row.user_status === 'active' && knownCountries.has(row.country_key));
  const candidates = await Promise.all(
    live.map((row) => searchWindow(db, row.country_key as CountryKey, parseJson(row.search) as JobAlertWireSearch, new Date(row.since), now, cache)),
  );
  const userIds = [...new Set(live.map((row) => Number(row.user_id)))];
  const [blockedRows, listedRows, followedRows] = await Promise.all([
    userIds.length === 0 ? [] : blockedCompaniesOf(db, userIds),
    live.length === 0 ? [] : listedSince(db, live.map((row) => ({ id: Number(row.id), since: new Date(row.since).toISOString() }))),
    live.length === 0 ? [] : followedJobsOf(db, live, now),
  ]);
  const followed = new Map<number, number[]>();
  for (const row of followedRows) followed.set(Number(row.alert_id), [...(followed.get(Number(row.alert_id)) ?? []), Number(row.job_id)]);
  const blocked = new Map<number, Set<number>>();
  for (const row of blockedRows) {
    const user = Number(row.user_id);
    blocked.set(user, (blocked.get(user) ?? new Set()).add(Number(row.company_id)));
  }
  const listed = new Map<number, Set<number>>();
  for (const row of listedRows) {
    const alert = Number(row.alert_id);
    const ids = typeof row.job_ids === 'string' ? parseIntArray(row.job_ids) : row.job_ids.map(Number);
    const set = listed.get(alert) ?? new Set<number>();
    for (const id of ids) set.add(id);
    listed.set(alert, set);
  }
  const found = new Map(
    live.map((row, i) => {
      const mine = blocked.get(Number(row.user_id));
      const before = listed.get(Number(row.id));
      const ids = (candidates[i] ?? []).filter((id) => !before?.has(id) && !mine?.has(cache.companyOf.get(id) ?? -1));
      return [row, ids] as const;
    }),
  );
  return Promise.all(
    rows.map(async (row) => {
      let ids = found.get(row) ?? [];
      const before = listed.get(Number(row.id));
      let followedIds = (followed.get(Number(row.id)) ?? []).filter((id) => !before?.has(id));
      if (row.sort === 'fit' && ids.length + followedIds.length > 1) [ids, followedIds] = await bestFitFirst(db, row, now, ids, followedIds);
      const jobIds = ids.slice(0, maxDigestJobs);
      return { row, jobIds, more: ids.length > maxDigestJobs, followedIds: followedIds.filter((id) => !jobIds.includes(id)) };
    }),
  );
}

/**
 * An alert sorted by fit: every new job of its window (up to `windowCandidates`) and of the
 * followed companies, scored for the seeker as the job pages do (server/fit), best first; equal
 * fit keeps newest first. One statement per alert (docs/decisions/0081).
 */
async function bestFitFirst(db: Database, row: ClaimedAlertRow, now: Date, ids: number[], followedIds: number[]): Promise<[number[], number[]]> {
  const language = languageBySlug(isLanguageSlug(row.language_slug) ? row.language_slug : 'en-us');
  const scores = await fitScores(db, { userId: Number(row.user_id), countryKey: row.country_key, language, now }, [...new Set([...ids, ...followedIds])]);
  const byFit = (list: number[]) => sortByScore(list.map((id) => ({ id })), scores).map((job) => job.id);
  return [byFit(ids), byFit(followedIds)];
}

/**
 * The new jobs (posted in the alert's window and after the follow) of the companies each alert's
 * seeker follows, on the alert's site, at most maxDigestJobs an alert: one statement a batch.
 * Blocked companies and jobs for verified seekers only are left out, as for the search.
 */
async function followedJobsOf(db: Database, live: ClaimedAlertRow[], now: Date) {
  const alerts = live.map((row) => ({ id: Number(row.id), user_id: Number(row.user_id), country: row.country_key, since: new Date(row.since).toISOString() }));
  return followedJobs(db, alerts, now, maxDigestJobs);
}

/** Whether a digest has anything to tell: the search's jobs or followed companies' ones. */
const hasJobs = (planned: Planned) => planned.jobIds.length + planned.followedIds.length > 0;

/** Job cards in the reader's language, each read once per run however many digests list it. */
async function cardsOf(db: Database, ids: number[], languageSlug: LanguageSlug, cache: DigestRunCache): Promise<JobCard[]> {
  const keyOf = (id: number) => `${languageSlug}:${id}`;
  const missing = ids.filter((id) => !cache.cards.has(keyOf(id)));
  if (missing.length > 0) for (const card of await loadJobCards(db, missing, languageBySlug(languageSlug))) cache.cards.set(keyOf(card.id), card);
  return ids.flatMap((id) => cache.cards.get(keyOf(id)) ?? []);
}

/**
 * Writes one digest row per alert and due time for many alerts in one statement; returns the
 * alerts whose row this call wrote. The unique (alert, due time) row is taken before the mail
 * goes: a second hand on the same digest finds it taken and sends nothing.
 */
async function recordDigests(db: Database, planned: Planned[], status: string, now: Date): Promise<Set<number>> {
  if (planned.length === 0) return new Set();
  const items = planned.map((p) => ({ id: Number(p.row.id), due: new Date(p.row.due_at).toISOString(), jobs: [...p.jobIds, ...p.followedIds] }));
  return new Set(await insertDigests(db, items, status, now));
}

/** Mails one digest; on failure the alert's next digest starts from the same point again, so these jobs are not lost. */
async function mailDigest(deps: DigestDeps, key: Buffer, planned: Planned, cache: DigestRunCache): Promise<'sent' | 'failed'> {
  const { db, now, logger } = deps;
  const { row, jobIds, followedIds } = planned;
  const alertId = Number(row.id);
  const dueAt = new Date(row.due_at).toISOString();
  try {
    const countryKey = row.country_key as CountryKey;
    const languageSlug: LanguageSlug = isLanguageSlug(row.language_slug) ? row.language_slug : 'en-us';
    const origin = deps.webOrigin(countryByKey(countryKey).key);
    const [cards, followedCards] = await Promise.all([cardsOf(db, jobIds, languageSlug, cache), cardsOf(db, followedIds, languageSlug, cache)]);
    const token = encodeURIComponent(signUnsubscribe(key, alertId, row.unsubscribe_nonce));
    const oneClick = `${origin}/${languageSlug}/job-alerts/unsubscribe/one-click?token=${token}`;
    const rendered = renderDigest({
      languageSlug,
      frequency: row.frequency,
      sort: row.sort,
      keyword: row.keyword,
      jobs: cards.map((card) => ({ card, url: `${origin}/${languageSlug}${jobPath(card.title, card.id)}` })),
      followed: followedCards.map((card) => ({ card, url: `${origin}/${languageSlug}${jobPath(card.title, card.id)}` })),
      more: planned.more,
      max: maxDigestJobs,
      manageUrl: `${origin}/${languageSlug}/settings/job-alerts`,
      unsubscribeUrl: `${origin}/${languageSlug}/job-alerts/unsubscribe?token=${token}`,
    });
    await deps.mailer.send({
      channel: 'email',
      to: row.email,
      template: digestTemplate,
      languageSlug,
      values: { alert_id: alertId },
      rendered,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return 'sent';
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await markDigestFailed(db, alertId, dueAt, reason);
    await rewindAlertWindow(db, alertId, new Date(row.since).toISOString(), now);
    logger.warn({ alertId, reason }, 'job alert digest not sent');
    return 'failed';
  }
}

/**
 * Marks the batch's digests as sent (mailed) or in_app (the seeker turned job-alert mail off)
 * and writes the in-app notification of each to the seekers who keep it on: one statement.
 */
async function finishDigests(
  deps: DigestDeps,
  done: { planned: Planned; status: 'sent' | 'in_app' }[],
  preferences: Map<number, NotificationPreferences>,
): Promise<void> {
  if (done.length === 0) return;
  const { db, now } = deps;
  const marks = done.map((d) => ({ id: Number(d.planned.row.id), due: new Date(d.planned.row.due_at).toISOString(), status: d.status }));
  const notes = done
    .filter((d) => preferences.get(Number(d.planned.row.user_id))?.channels.job_alert.app !== false)
    .map((d) => ({
      user_id: Number(d.planned.row.user_id),
      payload: {
        event: 'matches',
        alert_id: Number(d.planned.row.id),
        count: d.planned.jobIds.length + d.planned.followedIds.length,
        path: '/settings/job-alerts',
      },
    }));
  await finishDigestRows(db, marks, notes, now);
}

/** One claimed batch: plan, record, mail with `concurrency` at once, then finish. */
async function digestBatch(deps: DigestDeps, key: Buffer, claimed: ClaimedAlertRow[], cache: DigestRunCache, outcome: DigestOutcome): Promise<void> {
  const { db, now } = deps;
  await prefetchWindows(db, claimed, now, cache);
  const planned = await planBatch(db, claimed, now, cache);
  const withJobs = planned.filter(hasJobs);
  const [taken] = await Promise.all([recordDigests(db, withJobs, 'sending', now), recordDigests(db, planned.filter((p) => !hasJobs(p)), 'empty', now)]);
  const mine = withJobs.filter((p) => taken.has(Number(p.row.id)));
  outcome.empty += planned.length - mine.length;
  const preferences = await loadPreferencesOf(
    db,
    mine.map((p) => Number(p.row.user_id)),
  );
  const done: { planned: Planned; status: 'sent' | 'in_app' }[] = [];
  const toMail: Planned[] = [];
  for (const p of mine) {
    if (preferences.get(Number(p.row.user_id))?.channels.job_alert.email === false) done.push({ planned: p, status: 'in_app' });
    else toMail.push(p);
  }
  let next = 0;
  const work = async () => {
    while (next < toMail.length) {
      const p = toMail[next++] as Planned;
      if ((await mailDigest(deps, key, p, cache)) === 'sent') done.push({ planned: p, status: 'sent' });
      else outcome.failed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, deps.concurrency ?? 4), toMail.length) }, work));
  outcome.sent += done.length;
  await finishDigests(deps, done, preferences);
}

/**
 * Before claiming: the distinct searches and windows of every alert due now, asked in as few
 * passes as possible (alerts digested in the same run share their window). Only a warm-up of the
 * run's cache: the claims still decide who is mailed, and an alert due later in the run is asked
 * with its batch.
 */
async function warmWindows(deps: DigestDeps, cache: DigestRunCache): Promise<void> {
  await prefetchWindows(deps.db, await dueSearches(deps.db, deps.now), deps.now, cache);
}

/** One full run: claims and mails every due alert, batch by batch, until none is left. */
export async function runDigests(deps: DigestDeps): Promise<DigestOutcome> {
  const batch = deps.batch ?? 500;
  const key = await signingKey(deps.db);
  const outcome: DigestOutcome = { claimed: 0, sent: 0, empty: 0, failed: 0 };
  const cache = newRunCache();
  await warmWindows(deps, cache);
  for (;;) {
    // The claim is the send decision: a digest is mailed at most once (docs/decisions/0033).
    const claimed = await claimDueAlerts(deps.db, deps.now, batch);
    if (claimed.length === 0) break;
    outcome.claimed += claimed.length;
    try {
      await digestBatch(deps, key, claimed, cache, outcome);
    } catch (error) {
      // Claimed alerts are due again at their next time; what this batch wrote stands.
      outcome.failed += claimed.length;
      deps.logger.error({ err: error, alerts: claimed.length }, 'job alert digest batch failed');
    }
  }
  return outcome;
}
