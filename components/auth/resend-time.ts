/** When another code may be asked for: `resend_after` seconds from now (platform spec §9). Apart from the button, so the entry steps need no next-intl. */
export const resendAvailableAt = (resendAfterSeconds: number) => Date.now() + resendAfterSeconds * 1000;
