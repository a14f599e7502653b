import { sql } from 'drizzle-orm';
import { type CountryKey, countries, countryByKey } from '@/lib/countries';
import { jobPath } from '@/lib/job-url';
import { isLanguageSlug, type LanguageSlug, languageBySlug } from '@/lib/languages';
import { jobSearchQuerySchema } from '@/lib/schemas/job';
import { type JobAlertFrequency, type JobAlertWireSearch, maxDigestJobs } from '@/lib/schemas/job-alerts';
import type { Database } from '../db/client';
import { notify, notifySafely, wantsEmail } from '../domain/notifications';
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

/** What one run shares between its alerts: keyword matches, and the jobs each distinct search found in each window. */
export interface DigestRunCache {
  matches: Map<string, Promise<KeywordMatch>>;
  windows: Map<string, Promise<number[]>>;
}

export const newRunCache = (): DigestRunCache => ({ matches: new Map(), windows: new Map() });

/** Candidates kept per search and window, before each seeker's own exclusions. */
const windowCandidates = 200;

/**
 * The newest jobs of a search posted in (since, now]: the search API's own query (server/search).
 * Alerts due together mostly share their window (the same zone, sent in the same run last time),
 * and many share their search ("engineer" in one country), so one run asks each once.
 */
function searchWindow(
  db: Database,
  countryKey: CountryKey,
  search: JobAlertWireSearch,
  since: Date,
  now: Date,
  cache: DigestRunCache,
): Promise<number[]> {
  const canonical = JSON.stringify(Object.keys(search).sort().map((key) => [key, search[key]]));
  const key = `${countryKey}\u0000${canonical}\u0000${since.toISOString()}\u0000${now.toISOString()}`;
  let pending = cache.windows.get(key);
  if (!pending) {
    pending = (async () => {
      const parsed = jobSearchQuerySchema.safeParse(search);
      if (!parsed.success) return [];
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
      const condition = allConditions(filters, match?.condition ?? null);
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          select j.id from jobs j
          where ${condition}
            and j.posted_at > ${since.toISOString()}::timestamptz and j.posted_at <= ${now.toISOString()}::timestamptz
          order by j.posted_at desc, j.id desc
          limit ${windowCandidates}`),
      );
      return rows.map((row) => Number(row.id));
    })();
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
  const tellInApp = () =>
    notifySafely(deps.logger, () =>
      notify(db, userId, 'job_alert', { event: 'matches', alert_id: alertId, count: jobIds.length, path: '/settings/job-alerts' }, now),
    );
  if (!(await wantsEmail(db, userId, 'job_alert'))) {
    await db.execute(sql`update job_alert_digests set status = 'in_app' where alert_id = ${alertId} and due_at = ${dueAt}::timestamptz`);
    await tellInApp();
    return 'sent';
  }

  const languageSlug: LanguageSlug = isLanguageSlug(row.language_slug) ? row.language_slug : 'en-us';
  const origin = deps.webOrigin(countryByKey(countryKey).key);
  const cards = await loadJobCards(db, jobIds, languageBySlug(languageSlug));
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
