/**
 * AI and credits (platform spec §8).
 */
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
