/**
 * Accounts, log-in and one-time codes (platform spec §8).
 */
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

/** Phone format rules (platform spec §9) are reported with codes 41348 to 41415. */
export const phoneRuleFirst = 41348;
export const phoneRuleLast = 41415;
export const isPhoneRuleCode = (code: number): boolean => code >= phoneRuleFirst && code <= phoneRuleLast;
