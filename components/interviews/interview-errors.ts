import { interviewRuleKeyOf, type InterviewRuleKey } from '@/lib/schemas/interview-constants';
import { attendanceTooEarly, checkInClosed, interviewBanned, interviewCancelTooLate, interviewChangeTooLate, interviewInvitationExpired, interviewStateConflict, interviewTimeNotProposed, interviewTimePassed, resultNeedsAttendance, resultTooEarly } from '@/lib/schemas/api-codes/interviews';

/** Catalogue codes with their own message in the Interviews namespace (41560–41570). */
const knownCodes = new Set<number>([interviewStateConflict, interviewCancelTooLate, interviewChangeTooLate, checkInClosed, attendanceTooEarly, resultNeedsAttendance, resultTooEarly, interviewTimeNotProposed, interviewTimePassed, interviewInvitationExpired, interviewBanned]);

export type InterviewMessageKey = `codes.${number}` | 'codes.generic' | `rules.${InterviewRuleKey}`;

/** What to tell the seeker for a refusal: the code's message, or the first field rule's. */
export function interviewErrorKey(error: unknown): { key: InterviewMessageKey; values: Record<string, string | number> } {
  const failure = error as { code?: number; data?: { errors?: Record<string, string[]>; banned_until?: string } | null } | null;
  const code = failure?.code;
  if (code !== undefined && knownCodes.has(code)) return { key: `codes.${code}`, values: {} };
  const first = Object.values(failure?.data?.errors ?? {})[0]?.[0];
  if (first) {
    const rule = interviewRuleKeyOf({ message: first });
    if (rule.key) return { key: `rules.${rule.key}`, values: rule.args };
  }
  return { key: 'codes.generic', values: {} };
}

/** A refusal's code worth showing next to an action (41560, "not in this state", is noise there). */
export const isTellingCode = (code: number | null) => code !== null && code !== interviewStateConflict && knownCodes.has(code);
