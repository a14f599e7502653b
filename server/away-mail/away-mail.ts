import { sql } from 'drizzle-orm';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import type { Database } from '../db/client';
import { loadPreferencesOf } from '../domain/notifications';
import { bundledMessages } from '../domain/translations/bundled';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { rowsOf } from '../search/rows';
import { renderAwayMail } from './render';

export { type AwayMailInput, renderAwayMail } from './render';

/**
 * Mail when away (issue 31, docs/decisions/0074): a recruiter's chat message the seeker has not
 * read `delay` after it came, and the employer's moves of their applications, reach them by
 * email: one mail per seeker and run for all of them, in their language, with a link into each
 * conversation. Each chat member row remembers up to which seq the mail took its messages
 * (`mailed_seq`) and each notification when it was taken (`mailed_at`), so a message or a move
 * is mailed at most once, and the claim (an update of rows locked FOR UPDATE SKIP LOCKED) is the
 * send decision, as for the alert digests: several processes never mail the same thing. A
 * message read before the run is never mailed; a kind switched off is claimed and passed over.
 */
export const awayMailTaskKind = 'notifications.away-mail';
export const awayMailTemplate = 'away_digest';

/** How long a message waits unread before it is mailed. */
export const awayMailDelayMs = 10 * 60_000;
/** Older than this, nothing is mailed any more (a platform down for days sends no history). */
export const awayMailWindowMs = 2 * 86_400_000;

export interface AwayMailDeps {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  webOrigin(countryKey: string): string;
  now: Date;
  delayMs?: number;
  /** Rows claimed per statement. */
  batch?: number;
}

export interface AwayMailOutcome {
  chats: number;
  applications: number;
  sent: number;
  skipped: number;
  failed: number;
}

interface ClaimedChat {
  chat_id: number;
  user_id: number;
  from_seq: number;
  to_seq: number;
}

interface ClaimedApplication {
  id: number;
  user_id: number;
  payload: Record<string, unknown> | string;
}

/**
 * The seeker's side of chats with a recruiter's message past the delay, unread and not mailed:
 * everything up to the chat's last seq is taken at once (the later messages ride in the same
 * mail). Muted and deleted chats are left alone.
 */
async function claimChats(db: Database, now: Date, delayMs: number, limit: number): Promise<ClaimedChat[]> {
  const due = new Date(now.getTime() - delayMs).toISOString();
  const oldest = new Date(now.getTime() - awayMailWindowMs).toISOString();
  return rowsOf<ClaimedChat>(
    await db.execute(sql`
      with due as (
        select m.chat_id, greatest(m.read_seq, m.mailed_seq) as from_seq
        from chat_members m join chats c on c.id = m.chat_id
        where m.role = 'jobseeker' and not m.muted and m.deleted_at is null
          and c.last_seq > greatest(m.read_seq, m.mailed_seq)
          and exists (select 1 from chat_messages x where x.chat_id = m.chat_id and x.sender_role = 'recruiter'
            and x.seq > greatest(m.read_seq, m.mailed_seq)
            and x.created_at <= ${due}::timestamptz and x.created_at > ${oldest}::timestamptz)
        order by m.chat_id
        limit ${limit}
        for update of m skip locked)
      update chat_members m set mailed_seq = c.last_seq
      from due, chats c
      where m.chat_id = due.chat_id and m.role = 'jobseeker' and c.id = m.chat_id
      returning m.chat_id, m.party_id as user_id, due.from_seq, c.last_seq as to_seq`),
  );
}

/**
 * The employer's moves (application notifications) past the delay, unread and not mailed: the rows
 * the app shows and those written only for this mail (in-app notice off, mail on).
 */
async function claimApplications(db: Database, now: Date, delayMs: number, limit: number): Promise<ClaimedApplication[]> {
  const due = new Date(now.getTime() - delayMs).toISOString();
  const oldest = new Date(now.getTime() - awayMailWindowMs).toISOString();
  return rowsOf<ClaimedApplication>(
    await db.execute(sql`
      update notifications set mailed_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from notifications
        where kind = 'application' and mailed_at is null and read_at is null
          and created_at <= ${due}::timestamptz and created_at > ${oldest}::timestamptz
        order by id
        limit ${limit}
        for update skip locked)
      returning id, user_id, payload`),
  );
}

interface ChatLine {
  chatId: number;
  company: string;
  count: number;
  countryKey: string;
}

interface ApplicationLine {
  jobTitle: string;
  company: string;
  status: string;
  countryKey: string;
}

interface Seeker {
  id: number;
  email: string | null;
  language_slug: string;
  status: string;
}

/** The recruiter's messages in each claimed range, with the chat's company and site. */
async function chatLines(db: Database, claimed: ClaimedChat[]): Promise<Map<number, ChatLine>> {
  if (claimed.length === 0) return new Map();
  const ranges = claimed.map((row) => sql`(${Number(row.chat_id)}::int, ${Number(row.from_seq)}::int, ${Number(row.to_seq)}::int)`);
  const rows = rowsOf<{ chat_id: number; company: string; country_key: string; count: number }>(
    await db.execute(sql`
      with ranges(chat_id, from_seq, to_seq) as (values ${sql.join(ranges, sql`, `)})
      select r.chat_id, co.name as company, j.country_key,
        (select count(*)::int from chat_messages x where x.chat_id = r.chat_id and x.sender_role = 'recruiter'
          and x.seq > r.from_seq and x.seq <= r.to_seq) as count
      from ranges r join chats c on c.id = r.chat_id join companies co on co.id = c.company_id join jobs j on j.id = c.job_id`),
  );
  return new Map(
    rows
      .filter((row) => Number(row.count) > 0)
      .map((row) => [Number(row.chat_id), { chatId: Number(row.chat_id), company: row.company, count: Number(row.count), countryKey: row.country_key }]),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * One run: claims what is due (in batches until none is left) and mails each seeker once with
 * all of it. The background runner calls it every minute (./task.ts).
 */
export async function runAwayMail(deps: AwayMailDeps): Promise<AwayMailOutcome> {
  const { db, now } = deps;
  const delayMs = deps.delayMs ?? awayMailDelayMs;
  const batch = deps.batch ?? 500;
  const outcome: AwayMailOutcome = { chats: 0, applications: 0, sent: 0, skipped: 0, failed: 0 };
  const chats: ClaimedChat[] = [];
  const applications: ClaimedApplication[] = [];
  for (;;) {
    const claimed = await claimChats(db, now, delayMs, batch);
    chats.push(...claimed);
    if (claimed.length < batch) break;
  }
  for (;;) {
    const claimed = await claimApplications(db, now, delayMs, batch);
    applications.push(...claimed);
    if (claimed.length < batch) break;
  }
  outcome.chats = chats.length;
  outcome.applications = applications.length;
  const userIds = [...new Set([...chats, ...applications].map((row) => Number(row.user_id)))];
  if (userIds.length === 0) return outcome;

  const lines = await chatLines(db, chats);
  const preferences = await loadPreferencesOf(db, userIds);
  const seekers = new Map(
    rowsOf<Seeker>(await db.execute(sql`select id, email, language_slug, status from users where id = any(${`{${userIds.join(',')}}`}::int[])`)).map((row) => [
      Number(row.id),
      row,
    ]),
  );
  const jobIds = [...new Set(applications.map((row) => Number(parsePayload(row.payload).job_id)).filter(Number.isInteger))];
  const jobCountries = new Map(
    jobIds.length === 0
      ? []
      : rowsOf<{ id: number; country_key: string }>(await db.execute(sql`select id, country_key from jobs where id = any(${`{${jobIds.join(',')}}`}::int[])`)).map(
          (row) => [Number(row.id), row.country_key],
        ),
  );

  for (const userId of userIds) {
    const seeker = seekers.get(userId);
    const wants = preferences.get(userId)?.channels;
    const chatLinesOf = wants?.chat.email
      ? chats.filter((row) => Number(row.user_id) === userId).flatMap((row) => lines.get(Number(row.chat_id)) ?? [])
      : [];
    const applicationLinesOf: ApplicationLine[] = wants?.application.email
      ? applications
          .filter((row) => Number(row.user_id) === userId)
          .map((row) => parsePayload(row.payload))
          .map((payload) => ({
            jobTitle: text(payload.job_title),
            company: text(payload.company_name),
            status: text(payload.status),
            countryKey: jobCountries.get(Number(payload.job_id)) ?? '',
          }))
          .filter((line) => line.status !== '')
      : [];
    if (!seeker?.email || seeker.status !== 'active' || (chatLinesOf.length === 0 && applicationLinesOf.length === 0)) {
      outcome.skipped += 1;
      continue;
    }
    const slug: LanguageSlug = isLanguageSlug(seeker.language_slug) ? seeker.language_slug : 'en-us';
    const catalogue = bundledMessages(slug);
    const countryKey = chatLinesOf[0]?.countryKey || applicationLinesOf.find((line) => line.countryKey)?.countryKey || 'ph';
    const origin = deps.webOrigin(countryKey);
    const rendered = renderAwayMail({
      languageSlug: slug,
      chats: chatLinesOf.map((line) => ({ company: line.company, count: line.count, url: `${deps.webOrigin(line.countryKey)}/${slug}/chat/${line.chatId}` })),
      applications: applicationLinesOf.map((line) => ({
        jobTitle: line.jobTitle,
        company: line.company,
        status: catalogue.get(`ApplicationStatus.${line.status}`) ?? line.status,
      })),
      myJobsUrl: `${origin}/${slug}/my-jobs`,
      settingsUrl: `${origin}/${slug}/settings/notifications`,
    });
    try {
      await deps.mailer.send({ channel: 'email', to: seeker.email, template: awayMailTemplate, languageSlug: slug, values: {}, rendered });
      outcome.sent += 1;
    } catch (error) {
      outcome.failed += 1;
      deps.logger.warn({ err: error, userId }, 'away mail failed');
    }
  }
  return outcome;
}

function parsePayload(payload: ClaimedApplication['payload']): Record<string, unknown> {
  if (typeof payload !== 'string') return payload ?? {};
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return {};
  }
}
