/**
 * QR code login and identity verification (docs/decisions/0044, range 41600–41619): codes of our
 * own; 41610 and 41614 carry the catalogue's screen messages (platform spec §5, §8).
 */
export const qrCodeExpired = 41600;
export const qrCodeUsed = 41601;
export const identityMismatch = 41610;
export const identitySingaporeOnly = 41611;
export const identityVerificationFailed = 41612;
export const identityTaken = 41613;
export const identityUnavailable = 41614;
