/**
 * The interview contract's constants and rule messages (platform spec §4 Interview, §5, §9): no
 * zod here, so client code can read them without loading it (docs/decisions/0008).
 * lib/schemas/interviews.ts re-exports all; server/domain/interviews builds on them.
 */

/**
 * Platform spec §4. pending, accepted, rejected, cancelled, expired and completed are stored;
 * in_progress and pending_results are only ever derived from an accepted interview and the clock
 * (server/domain/interviews/state.ts), and a pending one whose time has passed reads as expired.
 */
export const interviewStates = [
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
  'completed',
  'pending_results',
  'in_progress',
] as const;
export type InterviewState = (typeof interviewStates)[number];

export const storedInterviewStates = ['pending', 'accepted', 'rejected', 'cancelled', 'expired', 'completed'] as const;
export type StoredInterviewState = (typeof storedInterviewStates)[number];

export const interviewAttendances = ['not_checked_in', 'checked_in', 'attended', 'not_attended'] as const;
export type InterviewAttendance = (typeof interviewAttendances)[number];

export const interviewResults = ['passed', 'not_suitable', 'successful'] as const;
export type InterviewResult = (typeof interviewResults)[number];

/** Reasons to reject an invitation or cancel an interview (platform spec §4: the same list). */
export const interviewReasons = ['time_conflict', 'found_another_job', 'other'] as const;
export type InterviewReason = (typeof interviewReasons)[number];

export const interviewModes = ['in_person', 'video'] as const;
export type InterviewMode = (typeof interviewModes)[number];

/** Who acted on an interview: the invited seeker or the inviting recruiter. */
export const interviewParties = ['jobseeker', 'recruiter'] as const;
export type InterviewParty = (typeof interviewParties)[number];

/** Limits of platform spec §9 and of the forms (docs/decisions/0024). */
export const interviewLimits = {
  minProposals: 1,
  maxProposals: 3,
  contactName: 50,
  /** Platform spec §5: a phone number has at most 15 characters. */
  contactPhone: 15,
  address: 300,
  videoLink: 500,
  instructions: 1000,
  reasonText: 300,
} as const;

/** The windows of platform spec §9, in minutes of elapsed time around the chosen start. */
export const interviewWindows = {
  /** Cancel or modify an accepted interview up to (and at) this many minutes before the start. */
  changeCutoffMinutes: 180,
  /** Check-in opens this many minutes before the start (inclusive)… */
  checkInOpensMinutesBefore: 120,
  /** …and closes this many minutes after it (inclusive). */
  checkInClosesMinutesAfter: 30,
  /** Attendance is marked only strictly later than this many minutes after the start. */
  attendanceAfterMinutes: 30,
  /** A reminder an hour before the start (elapsed time)… */
  reminderHoursBefore: 1,
  /** …and one a calendar day before, at the same wall-clock time in the interview's zone. */
  reminderDaysBefore: 1,
} as const;

/** Platform spec §9: three no-shows within three months ban the seeker for six months. */
export const noShowBanRule = { records: 3, withinMonths: 3, banMonths: 6 } as const;

/** What a banned seeker can no longer do (docs/decisions/0024). */
export const bannedSeekerActions = ['accept_interview', 'apply_to_job', 'start_chat'] as const;
export type BannedSeekerAction = (typeof bannedSeekerActions)[number];

/**
 * The interview forms' rules (platform spec §5), each failing with one stable English message.
 * The platform answers these messages; the web maps each back to its key
 * (`interviewRuleKeyOf`) and shows the catalogue message of that key in the reader's language.
 */
export const interviewRuleMessages = {
  required: 'This field is required',
  choose: 'Choose one of the options',
  textTooLong: 'Use at most {max} characters',
  proposalCount: 'Propose 1 to 3 times',
  invalidTime: 'Enter a valid date and time',
  timeNotInFuture: 'The interview time must be in the future',
  duplicateTime: 'Each proposed time must be different',
  timeZone: 'Choose a valid time zone',
  addressRequired: 'Enter the address of the interview',
  videoLinkRequired: 'Enter the video link of the interview',
  url: 'Enter a valid URL starting with http:// or https://',
  zoomAccessKey: 'Remove the access key (pwd=…) from the Zoom link',
  phone: 'Enter a phone number of 6 to 15 digits',
  reasonTextRequired: 'Describe the reason',
} as const;

/** Whether `zone` is an IANA time zone this runtime knows ("Asia/Manila", "America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type InterviewRuleKey = keyof typeof interviewRuleMessages;

const keyByMessage = new Map<string, InterviewRuleKey>(
  (Object.entries(interviewRuleMessages) as [InterviewRuleKey, string][]).map(([key, message]) => [message, key]),
);

/** A zod issue (or a platform field message) → its rule key and arguments; null key when unknown. */
export function interviewRuleKeyOf(issue: { message: string }): { key: InterviewRuleKey | null; args: Record<string, number> } {
  const exact = keyByMessage.get(issue.message);
  if (exact) return { key: exact, args: {} };
  const tooLong = issue.message.match(/^Use at most (\d+) characters$/);
  if (tooLong) return { key: 'textTooLong', args: { max: Number(tooLong[1]) } };
  return { key: null, args: {} };
}
