/**
 * Codes any call can answer with (platform spec §8).
 */
export const success = 0;
export const validationFailed = 40001;
export const wrongCredentials = 40002;
export const noCredentials = 40003;
export const notFound = 40004;
export const noPermission = 40005;
export const tooManyAttempts = 40006;
export const emailRegistered = 48905;
export const serverError = 50001;

/** The server-side failures 50002–50016 share 50001's meaning. */
export const serverFailureLast = 50016;
export const isServerFailureCode = (code: number): boolean => code >= serverError && code <= serverFailureLast;
