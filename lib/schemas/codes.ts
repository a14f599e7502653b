import * as apiCode from './api-codes';

type Names = typeof apiCode;
/** A catalogue code's name: every numeric export of api-codes/ but the phone and failure ranges' ends. */
export type ApiCodeName = Exclude<{ [K in keyof Names]: Names[K] extends number ? K : never }[keyof Names], 'phoneRuleFirst' | 'phoneRuleLast' | 'serverFailureLast'>;
export type ApiCode = Names[ApiCodeName];

/** The HTTP statuses the catalogue answers with (each one Hono's ContentfulStatusCode). */
export type CodeStatus = 200 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500 | 503;

/**
 * The platform's numeric codes (platform spec §8) with the HTTP status each answers with and
 * its message. Where the core spec fixes what the web sees (a duplicate registration is a 422),
 * the status follows it. Messages are English; the web shows its own catalogue per code.
 */
export interface CodeEntry {
  status: CodeStatus;
  message: string;
}

const entries = {
  [apiCode.success]: { status: 200, message: 'Success' },
  // Generic
  [apiCode.validationFailed]: { status: 422, message: 'Parameter validation failed' },
  [apiCode.wrongCredentials]: { status: 401, message: 'Incorrect credentials' },
  [apiCode.noCredentials]: { status: 401, message: 'Credentials not provided' },
  [apiCode.notFound]: { status: 404, message: 'Not found' },
  [apiCode.noPermission]: { status: 403, message: 'No permission' },
  [apiCode.tooManyAttempts]: { status: 429, message: 'Too many attempts, retry in {retry_after} seconds' },
  [apiCode.emailRegistered]: { status: 422, message: 'Email registered' },
  [apiCode.serverError]: { status: 500, message: 'Internal server error' },
  // Account and auth
  [apiCode.emailTaken]: { status: 422, message: 'The email has already been taken.' },
  [apiCode.newEmailTaken]: { status: 422, message: 'The email has already been taken.' },
  [apiCode.phoneTaken]: { status: 422, message: 'This number has already been used' },
  [apiCode.otpWrong]: { status: 422, message: 'The OTP you have entered is wrong. Please try again.' },
  [apiCode.otpUsed]: { status: 422, message: 'This OTP has already been used' },
  [apiCode.otpExpired]: { status: 422, message: 'This OTP has expired' },
  [apiCode.otpExpiredOrUsed]: { status: 422, message: 'This OTP has expired or has been used' },
  [apiCode.codeExpiredOrUsed]: { status: 422, message: 'This OTP has expired or has been used' },
  [apiCode.accountSuspended]: { status: 403, message: 'Your account is suspended. Please contact support.' },
  [apiCode.accountSuspendedOnLogin]: { status: 403, message: 'Your account is suspended. Please contact support.' },
  [apiCode.accountSuspendedByAdmin]: { status: 403, message: 'Your account is suspended. Please contact support.' },
  [apiCode.companyCannotLogin]: { status: 403, message: 'The company status does not allow login' },
  [apiCode.emailOrCodeWrong]: { status: 422, message: 'The email or code is wrong' },
  [apiCode.emailRequired]: { status: 422, message: 'The email is required' },
  [apiCode.googleCredentialsInvalid]: { status: 401, message: 'Invalid Google credentials' },
  [apiCode.linkedInCredentialsInvalid]: { status: 401, message: 'Invalid LinkedIn credentials' },
  [apiCode.facebookCredentialsInvalid]: { status: 401, message: 'Invalid Facebook credentials' },
  [apiCode.appleCredentialsInvalid]: { status: 401, message: 'Invalid Apple credentials' },
  [apiCode.lineCredentialsInvalid]: { status: 401, message: 'Invalid LINE credentials' },
  [apiCode.xCredentialsInvalid]: { status: 401, message: 'Invalid X credentials' },
  [apiCode.invitationExpired]: { status: 422, message: 'The invitation link has expired' },
  [apiCode.chatIdentityMismatch]: { status: 403, message: 'Your identity does not match the position; you cannot chat' },
  [apiCode.userNotRegistered]: { status: 404, message: 'This user is not registered' },
  // AI and credits
  [apiCode.aiCvLimitReached]: { status: 429, message: 'AI CV query limit reached, retry in 24 hours' },
  [apiCode.aiUnavailable]: { status: 503, message: 'AI is unavailable right now' },
  [apiCode.resumeUnreadable]: { status: 422, message: 'The resume could not be parsed' },
  [apiCode.avatarUploadLimit]: { status: 429, message: 'You can upload at most 5 avatars a day' },
  [apiCode.summaryNeedsPreference]: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  [apiCode.summaryNeedsExperience]: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  [apiCode.analysisNeedsPreference]: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  [apiCode.analysisNeedsExperience]: { status: 422, message: 'Add at least 1 desired job and a work, internship or education experience' },
  [apiCode.analysisRunning]: { status: 409, message: 'The analysis is in progress' },
  [apiCode.outOfCredit]: { status: 403, message: 'You are out of credit' },
  [apiCode.quotaExceeded]: { status: 429, message: 'Quota exceeded' },
  [apiCode.outOfCreditToday]: { status: 429, message: 'You are out of credit for today' },
  [apiCode.employerDailyLimit]: { status: 429, message: 'Employers are limited to three a day' },
  [apiCode.unlockCreditsShort]: { status: 403, message: 'Not enough unlock credits' },
  // Jobs, preferences, resumes
  [apiCode.duplicateActiveJob]: { status: 409, message: 'This is a duplicate of an active job' },
  [apiCode.remotePreferenceLimit]: { status: 422, message: 'You can have at most 3 remote job preferences' },
  [apiCode.onSitePreferenceLimit]: { status: 422, message: 'You can have at most 3 on-site or hybrid job preferences' },
  [apiCode.lastPreference]: { status: 422, message: 'You cannot delete your last job preference' },
  [apiCode.resumeLimit]: { status: 422, message: 'You cannot have more than three resumes' },
  [apiCode.videoResumeLimit]: { status: 422, message: 'You cannot have more than three video resumes' },
  [apiCode.resumeCopyLimit]: { status: 422, message: 'You can keep at most 5 resume copies' },
  [apiCode.autoSendResume]: { status: 422, message: 'This resume is used for auto send and cannot be deleted' },
  // Applications and saved jobs (docs/decisions/0016): codes of our own, the catalogue lists none.
  [apiCode.alreadyApplied]: { status: 409, message: 'You have already applied for this job' },
  [apiCode.jobClosed]: { status: 409, message: 'Oops, this position is no longer open' },
  [apiCode.withdrawClosed]: { status: 409, message: 'This application can no longer be withdrawn' },
  // Chat (server/chat, range 41520–41539, docs/decisions: chat): codes of our own.
  [apiCode.chatJobSwitchUnconfirmed]: { status: 409, message: 'Confirm switching the job this chat is about' },
  [apiCode.chatNeedsBothReplies]: { status: 409, message: 'Both of you must reply before you can do this' },
  [apiCode.phoneExchangeClosed]: { status: 409, message: 'The mobile number exchange is not open to this answer' },
  [apiCode.phoneMissing]: { status: 422, message: 'Add your mobile number first' },
  [apiCode.chatJobNotAllowed]: { status: 422, message: 'This job cannot be chosen for this chat' },
  // Interviews (server/domain/interviews, range 41560–41579, docs/decisions/0024);
  // 41561, 41563 and 41565 carry the catalogue's screen messages (platform spec §8).
  [apiCode.interviewStateConflict]: { status: 409, message: 'This interview can no longer be changed this way' },
  [apiCode.interviewCancelTooLate]: { status: 422, message: 'Cannot cancel interview within three hours' },
  [apiCode.interviewChangeTooLate]: { status: 422, message: 'Cannot modify interview within three hours' },
  [apiCode.checkInClosed]: { status: 422, message: 'You cannot check in now' },
  [apiCode.attendanceTooEarly]: { status: 422, message: 'Attendance can be marked only more than 30 minutes after the start' },
  [apiCode.resultNeedsAttendance]: { status: 422, message: 'unable to request interview result if not attended' },
  [apiCode.resultTooEarly]: { status: 422, message: 'The interview result can be requested once the interview has started' },
  [apiCode.interviewTimeNotProposed]: { status: 422, message: 'Choose one of the proposed times' },
  [apiCode.interviewTimePassed]: { status: 422, message: 'This interview time has already passed' },
  [apiCode.interviewInvitationExpired]: { status: 409, message: 'This interview invitation has expired' },
  [apiCode.interviewBanned]: { status: 403, message: 'You cannot take new interviews, applications or chats until {banned_until} after three missed interviews' },
  // QR code login and identity verification (docs/decisions/0044, range 41600–41619): codes of our
  // own; 41610 and 41614 carry the catalogue's screen messages (platform spec §5, §8).
  [apiCode.qrCodeExpired]: { status: 410, message: 'This QR code has expired. Refresh it to get a new one' },
  [apiCode.qrCodeUsed]: { status: 409, message: 'This QR code has already been used' },
  [apiCode.identityMismatch]: { status: 422, message: 'The identity information does not match. Please try again' },
  [apiCode.identitySingaporeOnly]: { status: 403, message: 'Identity verification is available on the Singapore site only' },
  [apiCode.identityVerificationFailed]: { status: 401, message: 'Verification failed' },
  [apiCode.identityTaken]: { status: 409, message: 'This identity already verifies another account' },
  [apiCode.identityUnavailable]: { status: 503, message: 'My info is currently unavailable, try later' },
} as const satisfies Record<ApiCode, CodeEntry>;

export function describeCode(code: number): CodeEntry {
  const known = (entries as Record<number, CodeEntry>)[code];
  if (known) return known;
  if (apiCode.isPhoneRuleCode(code)) return { status: 422, message: 'The phone number does not match the format of its country' };
  if (apiCode.isServerFailureCode(code)) return entries[apiCode.serverError];
  throw new Error(`Unknown platform code ${code}`);
}

export const codeCatalogue: Readonly<Record<number, CodeEntry>> = entries;
