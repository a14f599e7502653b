import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import type { Database } from '../db/client';
import {
  awaySeekers,
  type ClaimedApplicationRow,
  type ClaimedChatRow,
  claimAwayApplications,
  claimAwayChats,
  countriesOfJobs,
  recruiterMessagesIn,
} from '../db/queries/away-mail';
import { loadPreferencesOf } from '../domain/notifications';
import { bundledMessages } from '../domain/translations/bundled';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
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

/**
 * The seeker's side of chats with a recruiter's message past the delay, unread and not mailed:
 * everything up to the chat's last seq is taken at once (the later messages ride in the same
 * mail). Muted and deleted chats are left alone.
 */
async function claimChats(db: Database, now: Date, delayMs: number, limit: number): Promise<ClaimedChatRow[]> {
  const due = new Date(now.getTime() - delayMs).toISOString();
  const oldest = new Date(now.getTime() - awayMailWindowMs).toISOString();
  return claimAwayChats(db, due, oldest, limit);
}

/**
 * The employer's moves (application notifications) past the delay, unread and not mailed: the rows
 * the app shows and those written only for this mail (in-app notice off, mail on).
 */
async function claimApplications(db: Database, now: Date, delayMs: number, limit: number): Promise<ClaimedApplicationRow[]> {
  const due = new Date(now.getTime() - delayMs).toISOString();
  const oldest = new Date(now.getTime() - awayMailWindowMs).toISOString();
  return claimAwayApplications(db, now, due, oldest, limit);
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

/** The recruiter's messages in each claimed range, with the chat's company and site. */
async function chatLines(db: Database, claimed: ClaimedChatRow[]): Promise<Map<number, ChatLine>> {
  if (claimed.length === 0) return new Map();
  const rows = await recruiterMessagesIn(db, claimed);
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
  const chats: ClaimedChatRow[] = [];
  const applications: ClaimedApplicationRow[] = [];
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
  const seekers = new Map((await awaySeekers(db, userIds)).map((row) => [Number(row.id), row]));
  const jobIds = [...new Set(applications.map((row) => Number(parsePayload(row.payload).job_id)).filter(Number.isInteger))];
  const jobCountries = new Map(
    jobIds.length === 0
      ? []
      : (await countriesOfJobs(db, jobIds)).map((row) => [Number(row.id), row.country_key]),
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

function parsePayload(payload: ClaimedApplicationRow['payload']): Record<string, unknown> {
  if (typeof payload !== 'string') return payload ?? {};
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return {};
  }
}
