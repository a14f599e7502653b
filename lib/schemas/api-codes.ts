/**
 * The platform's numeric codes (platform spec §8) by name, shared by the platform and the web: both
 * say `apiCode.alreadyApplied`, never 41501 (issue 34). Import the module as a namespace
 * (`import * as apiCode from '@/lib/schemas/api-codes'`): one constant per export, so a page's
 * bundle carries only the codes it names. Statuses and messages: lib/schemas/codes.ts. A lint-like
 * test (tests/lib/api-code-names.test.ts) keeps raw numbers out of app/, components/ and services/.
 */
export const success = 0;

// Generic
export const validationFailed = 40001;
export const wrongCredentials = 40002;
export const noCredentials = 40003;
export const notFound = 40004;
export const noPermission = 40005;
export const tooManyAttempts = 40006;
export const emailRegistered = 48905;
export const serverError = 50001;

// Account and auth
export const emailTaken = 41001;
export const newEmailTaken = 41038;
export const phoneTaken = 41039;
export const otpWrong = 41040;
export const otpUsed = 41042;
export const otpExpired = 41043;
export const otpExpiredOrUsed = 41171;
export const codeExpiredOrUsed = 41172;
export const accountSuspended = 41044;
export const accountSuspendedOnLogin = 41047;
export const accountSuspendedByAdmin = 41347;
export const companyCannotLogin = 41345;
export const emailOrCodeWrong = 41056;
export const emailRequired = 41057;
export const googleCredentialsInvalid = 41052;
export const linkedInCredentialsInvalid = 41053;
export const facebookCredentialsInvalid = 41054;
export const appleCredentialsInvalid = 41055;
export const lineCredentialsInvalid = 41271;
export const xCredentialsInvalid = 41272;
export const invitationExpired = 41273;
export const chatIdentityMismatch = 41274;
export const userNotRegistered = 41227;

// AI and credits
export const aiCvLimitReached = 41275;
export const aiUnavailable = 41280;
export const resumeUnreadable = 41281;
export const avatarUploadLimit = 41292;
export const summaryNeedsPreference = 41311;
export const summaryNeedsExperience = 41312;
export const analysisNeedsPreference = 41318;
export const analysisNeedsExperience = 41319;
export const analysisRunning = 41313;
export const outOfCredit = 41314;
export const quotaExceeded = 41316;
export const outOfCreditToday = 41317;
export const employerDailyLimit = 41320;
export const unlockCreditsShort = 50005;

// Jobs, preferences, resumes
export const duplicateActiveJob = 41298;
export const remotePreferenceLimit = 41262;
export const onSitePreferenceLimit = 41263;
export const lastPreference = 41341;
export const resumeLimit = 41170;
export const videoResumeLimit = 41245;
export const resumeCopyLimit = 41254;
export const autoSendResume = 41186;

// Applications and saved jobs (docs/decisions/0016): codes of our own, the catalogue lists none.
export const alreadyApplied = 41501;
export const jobClosed = 41502;
export const withdrawClosed = 41503;

// Chat (server/chat, range 41520–41539, docs/decisions: chat): codes of our own.
export const chatJobSwitchUnconfirmed = 41520;
export const chatNeedsBothReplies = 41521;
export const phoneExchangeClosed = 41522;
export const phoneMissing = 41523;
export const chatJobNotAllowed = 41524;

// Interviews (server/domain/interviews, range 41560–41579, docs/decisions/0024);

// 41561, 41563 and 41565 carry the catalogue's screen messages (platform spec §8).
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

// QR code login and identity verification (docs/decisions/0044, range 41600–41619): codes of our

// own; 41610 and 41614 carry the catalogue's screen messages (platform spec §5, §8).
export const qrCodeExpired = 41600;
export const qrCodeUsed = 41601;
export const identityMismatch = 41610;
export const identitySingaporeOnly = 41611;
export const identityVerificationFailed = 41612;
export const identityTaken = 41613;
export const identityUnavailable = 41614;

/** Phone format rules (platform spec §9) are reported with codes 41348 to 41415. */
export const phoneRuleFirst = 41348;
export const phoneRuleLast = 41415;

/** The server-side failures 50002–50016 share 50001's meaning. */
export const serverFailureLast = 50016;

export const isPhoneRuleCode = (code: number): boolean => code >= phoneRuleFirst && code <= phoneRuleLast;
export const isServerFailureCode = (code: number): boolean => code >= serverError && code <= serverFailureLast;
