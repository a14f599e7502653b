/**
 * Interviews (platform spec §3, §4, §5, §8, §9): the rules as plain functions of an interview
 * and the clock. No database and no I/O: the platform loads the row, calls a rule, and writes
 * the interview it returns under a condition on the state it read (one outcome under races).
 */
export { type ActionAvailability, type RecruiterAction, recruiterActions, type SeekerAction, seekerActions } from './actions';
export { checkIn, markAttendance, recordResult, requestResult } from './attendance';
export { cancelInterview } from './cancel';
export { isTimeZone, type WallClock, wallClock } from './clock';
export type { Interview, InterviewDetails, InterviewParties } from './interview';
export { acceptInterview, createInterview, expireInvitation, modifyInterview, rejectInterview } from './invitation';
export { type BanPeriod, type BanStatus, banPeriods, isBanned, type NoShowRecord, noShowRecords, seekerBanRefusal } from './no-show-ban';
export { checkReason, type ReasonInput } from './reasons';
export { type InterviewCode, interviewCodes, type Outcome, type Refusal, refusalError } from './refusal';
export { interviewStateAt, isSettled } from './state';
export {
  canChangeAt,
  canMarkAttendanceAt,
  canRequestResultAt,
  dueReminder,
  type InterviewWindows,
  interviewWindows,
  invitationExpiresAt,
  isCheckInOpen,
  openProposals,
  type Reminder,
  reminderInstants,
  windowsFor,
} from './windows';
