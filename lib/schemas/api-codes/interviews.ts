/**
 * Interviews (server/domain/interviews, range 41560–41579, docs/decisions/0024); 41561, 41563 and
 * 41565 carry the catalogue's screen messages (platform spec §8).
 */
export const interviewStateConflict = 41560;
export const interviewCancelTooLate = 41561;
export const interviewChangeTooLate = 41562;
export const checkInClosed = 41563;
export const attendanceTooEarly = 41564;
export const resultNeedsAttendance = 41565;
export const resultTooEarly = 41566;
export const interviewTimeNotProposed = 41567;
export const interviewTimePassed = 41568;
export const interviewInvitationExpired = 41569;
export const interviewBanned = 41570;
