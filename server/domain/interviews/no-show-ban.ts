import { type BannedSeekerAction, noShowBanRule as rule } from '@/lib/schemas/interview-constants';
import { shiftOnWallClock } from './clock';
import type { Interview } from './interview';
import { type Refusal, refuse, interviewCodes as codes } from './refusal';

/**
 * The no-show ban (platform spec §9): three no-shows within three months ban the seeker for six
 * months from the third (docs/decisions/0024). A no-show counts at its
 * interview's start, and months are calendar months on the wall clock of the interview's zone.
 * The window slides: any no-show that is the third within three months starts a ban, so one
 * more soon after a ban's start extends it, while one a year later stands alone and does not.
 */
export interface NoShowRecord {
  interviewId: number;
  /** The start of the interview the seeker did not attend. */
  at: Date;
  timeZone: string;
}

export interface BanPeriod {
  since: Date;
  /** Exclusive: the seeker may act again at this instant. */
  until: Date;
  /** The no-shows that led to it, earliest first. */
  interviewIds: number[];
}

export type BanStatus = { banned: true; since: Date; until: Date } | { banned: false };

/** The no-show records among a seeker's interviews: accepted ones marked not attended. */
export function noShowRecords(interviews: readonly Interview[]): NoShowRecord[] {
  return interviews.flatMap((interview) =>
    interview.attendance === 'not_attended' && interview.chosenTime
      ? [{ interviewId: interview.id, at: interview.chosenTime, timeZone: interview.timeZone }]
      : [],
  );
}

/** Every ban the records lead to, in order. */
export function banPeriods(records: readonly NoShowRecord[]): BanPeriod[] {
  const sorted = [...records].sort((a, b) => a.at.getTime() - b.at.getTime());
  const periods: BanPeriod[] = [];
  for (let i = rule.records - 1; i < sorted.length; i++) {
    const last = sorted[i] as NoShowRecord;
    const first = sorted[i - rule.records + 1] as NoShowRecord;
    const windowStart = shiftOnWallClock(last.at, -rule.withinMonths, 'month', last.timeZone);
    if (first.at.getTime() < windowStart.getTime()) continue;
    periods.push({
      since: last.at,
      until: shiftOnWallClock(last.at, rule.banMonths, 'month', last.timeZone),
      interviewIds: sorted.slice(i - rule.records + 1, i + 1).map((record) => record.interviewId),
    });
  }
  return periods;
}

/** Whether the seeker is banned at `now`, and until when (the latest end of the bans in force). */
export function isBanned(records: readonly NoShowRecord[], now: Date): BanStatus {
  const t = now.getTime();
  const inForce = banPeriods(records).filter((period) => period.since.getTime() <= t && t < period.until.getTime());
  if (inForce.length === 0) return { banned: false };
  const since = new Date(Math.min(...inForce.map((period) => period.since.getTime())));
  const until = new Date(Math.max(...inForce.map((period) => period.until.getTime())));
  return { banned: true, since, until };
}

/**
 * What the platform calls before an action a banned seeker may not take (accepting an interview
 * invitation, applying to a job, starting a chat about a job): the refusal, or null when allowed.
 */
export function seekerBanRefusal(action: BannedSeekerAction, records: readonly NoShowRecord[], now: Date): Refusal | null {
  const status = isBanned(records, now);
  if (!status.banned) return null;
  return refuse(codes.banned, { action, banned_until: status.until.toISOString() });
}
