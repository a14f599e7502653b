import type {
  InterviewAttendance,
  InterviewMode,
  InterviewParty,
  InterviewReason,
  InterviewResult,
  StoredInterviewState,
} from '@/lib/schemas/interview-constants';

/**
 * An interview invitation as the rules see it (platform spec §3 and §4 Interview). Instants
 * are `Date`s (timestamptz); `timeZone` is the IANA zone the interview takes place in, which
 * names the wall-clock time everyone is shown and where calendar rules ("a day before") apply.
 * `state` holds only the stored states; `interviewStateAt` derives the rest from the clock.
 */
export interface Interview {
  id: number;
  chatId: number | null;
  jobId: number;
  jobseekerId: number;
  recruiterId: number;
  /** One to three proposed start times, earliest first. */
  proposedTimes: Date[];
  /** The proposal the seeker accepted; null until then. */
  chosenTime: Date | null;
  timeZone: string;
  mode: InterviewMode;
  /** In person: where. */
  address: string | null;
  /** Video: the meeting link. */
  videoLink: string | null;
  contactName: string;
  contactPhone: string;
  instructions: string | null;
  state: StoredInterviewState;
  attendance: InterviewAttendance;
  result: InterviewResult | null;
  /** Why it was rejected or cancelled, and by whom. */
  reason: InterviewReason | null;
  reasonText: string | null;
  cancelledBy: InterviewParty | null;
  respondedAt: Date | null;
  cancelledAt: Date | null;
  checkedInAt: Date | null;
  attendanceMarkedAt: Date | null;
  resultRequestedAt: Date | null;
  resultAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the recruiter writes when inviting or modifying (already checked by the zod schema). */
export interface InterviewDetails {
  proposedTimes: Date[];
  timeZone: string;
  mode: InterviewMode;
  address: string | null;
  videoLink: string | null;
  contactName: string;
  contactPhone: string;
  instructions: string | null;
}

/** Who the invitation is between. */
export interface InterviewParties {
  id: number;
  chatId: number | null;
  jobId: number;
  jobseekerId: number;
  recruiterId: number;
}
