import { AppError } from '../http/app-error';
import type { RateLimiter } from './rate-limit';
import { hashToken } from './tokens';

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

const minutes = (n: number) => n * 60;

/**
 * Every throttle of the accounts service (docs/decisions/0012). Per-subject limits (an account,
 * an email, a phone) stop guessing and message bombing of one person; per-address limits stop
 * one client from sweeping many subjects. Address limits are generous because offices and
 * mobile carriers put many people behind one address.
 */
export const limits = {
  /**
   * Password logins per account identifier; a successful login clears it, so it counts failures.
   * Past it the password is still checked, but only an emailed safety code can finish
   * (docs/decisions/0065): a stranger's failures slow the stranger, never refuse the owner.
   */
  loginPerAccount: { limit: 10, windowSeconds: minutes(15) },
  /** The same from one of the account's proven devices: a stranger's failures never lock its owner out. */
  loginPerAccountDevice: { limit: 10, windowSeconds: minutes(15) },
  /** Hard caps per address are sized for an office or a carrier's shared address (docs/decisions/0065). */
  loginPerAddress: { limit: 500, windowSeconds: minutes(15) },
  /** Safety codes sent per account (each unrecognised-device login asks for one). */
  safetySendPerAccount: { limit: 5, windowSeconds: minutes(60) },
  /** Login, verification and safety codes or links sent to one email or phone. */
  codeSendPerTarget: { limit: 5, windowSeconds: minutes(60) },
  codeSendPerAddress: { limit: 1000, windowSeconds: minutes(60) },
  /** Reset codes: the sixth to one email within the hour is refused (the acceptance). */
  resetSendPerEmail: { limit: 5, windowSeconds: minutes(60) },
  resetSendPerAddress: { limit: 300, windowSeconds: minutes(60) },
  /** Code, magic-link and account-choice checks from one address (each code also dies after 5 wrong tries). */
  codeCheckPerAddress: { limit: 500, windowSeconds: minutes(15) },
  registerPerAddress: { limit: 300, windowSeconds: minutes(60) },
  /**
   * An address's standing: +1 for each code it has sent and not used and each wrong password or
   * code, -1 for a success (at most 5 per account or target an hour). An address at the allowance is
   * mostly failing, a sweep, and is refused codes and logins until the window ends.
   */
  addressStanding: { limit: 50, windowSeconds: minutes(60) },
  /**
   * Credits per address and account or target an hour (as many as codes one target may be sent),
   * so a client cannot farm successes with its own account to cover a sweep.
   */
  addressCredit: { limit: 5, windowSeconds: minutes(60) },
  guestPerAddress: { limit: 60, windowSeconds: minutes(60) },
  getStartedRecordPerAddress: { limit: 120, windowSeconds: minutes(60) },
  /** Event batches per device (a page sends one every few seconds at most) and per address. */
  eventBatchesPerDevice: { limit: 120, windowSeconds: minutes(10) },
  eventBatchesPerAddress: { limit: 1200, windowSeconds: minutes(10) },
  /** Click and expose reports (docs/decisions/0035): exposures go in batches, each click alone, so more than event batches. */
  trackingReportsPerDevice: { limit: 300, windowSeconds: minutes(10) },
  trackingReportsPerAddress: { limit: 3000, windowSeconds: minutes(10) },
  /** Job page views from one address (docs/decisions/0064): a reader opens a few a minute, a script thousands. */
  jobViewsPerAddress: { limit: 600, windowSeconds: minutes(10) },
  /** Hot-search reports from one address: one per search typed. */
  hotSearchesPerAddress: { limit: 300, windowSeconds: minutes(10) },
  /** Current-password checks in account settings; a success clears it, so it counts failures. */
  accountProofPerUser: { limit: 10, windowSeconds: minutes(15) },
  /** Codes sent to new emails or phones from one account's settings (stops address bombing). */
  accountChangeSendPerUser: { limit: 10, windowSeconds: minutes(60) },
  /** QR login requests a waiting page creates (one per refresh, each lives 2 minutes; docs/decisions/0044). */
  qrLoginCreatePerAddress: { limit: 30, windowSeconds: minutes(10) },
  /**
   * Chat (issue 30, docs/decisions/0066): a burst per minute, then a steady rate per hour, per
   * chat (flooding one person) and per sender across chats (spamming many). A lively human
   * conversation sends a few messages a minute; the hourly figures leave room for a recruiter
   * answering many seekers.
   */
  chatMessagesPerChatMinute: { limit: 20, windowSeconds: minutes(1) },
  chatMessagesPerChatHour: { limit: 120, windowSeconds: minutes(60) },
  chatMessagesPerSenderMinute: { limit: 40, windowSeconds: minutes(1) },
  chatMessagesPerSenderHour: { limit: 400, windowSeconds: minutes(60) },
  /** New conversations a seeker opens (reopening one they have is free). */
  chatStartsPerSeekerHour: { limit: 20, windowSeconds: minutes(60) },
  chatStartsPerSeekerDay: { limit: 60, windowSeconds: minutes(24 * 60) },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limits;

/** The counter key for a limit and its subject; the subject is hashed so no email or phone sits in Redis or rate_limits. */
export function limitKey(name: LimitName, subject: string): string {
  return `${name}:${hashToken(subject.toLowerCase()).slice(0, 32)}`;
}

/** Counts one hit; over the limit → 429 40006 with `retry_after`. */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, subject: string, now: Date): Promise<void> {
  const rule = limits[name];
  const result = await limiter.hit(limitKey(name, subject), rule.limit, rule.windowSeconds, now);
  if (!result.allowed) throw AppError.tooManyAttempts(result.retryAfter);
}

/** The same for a client address; an unknown address (in-process calls) is not limited by address. */
export async function enforceAddressLimit(limiter: RateLimiter, name: LimitName, address: string | null, now: Date): Promise<void> {
  if (address) await enforceLimit(limiter, name, address, now);
}
