/**
 * Jobs, job preferences and resumes (platform spec §8).
 */
export const duplicateActiveJob = 41298;
export const remotePreferenceLimit = 41262;
export const onSitePreferenceLimit = 41263;
export const lastPreference = 41341;
export const resumeLimit = 41170;
export const videoResumeLimit = 41245;
export const resumeCopyLimit = 41254;
export const autoSendResume = 41186;
