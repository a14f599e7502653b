import type { LanguageSlug } from './languages';
import { identityMismatch, identityTaken, identityUnavailable, identityVerificationFailed } from '@/lib/schemas/api-codes/identity';

/**
 * Identity verification on the web (docs/decisions/0044): its page, the BFF routes that carry an
 * attempt through the national digital ID service, and how the page is told the outcome.
 */
export const identityPagePath = '/identity-verification';
export const identityStartPath = '/session/identity';
export const identityCallbackPath = '/session/identity/callback';

/** Only the Singapore site offers it. */
export const identityCountryKey = 'sg';

export const identityResults = ['verified', 'mismatch', 'failed', 'cancelled', 'expired', 'taken', 'unavailable'] as const;
export type IdentityResult = (typeof identityResults)[number];

export function isIdentityResult(value: unknown): value is IdentityResult {
  return typeof value === 'string' && (identityResults as readonly string[]).includes(value);
}

/** The page in `language`, saying how the attempt ended. */
export function identityResultPath(language: LanguageSlug, result: IdentityResult): string {
  return `/${language}${identityPagePath}?result=${result}`;
}

/** What the platform's answer code means for the page (platform spec §5, §8; server/routes/jobseeker/identity-verification.ts). */
export function identityResultOfCode(status: number, code: number): IdentityResult {
  if (code === identityMismatch) return 'mismatch';
  if (code === identityTaken) return 'taken';
  if (code === identityVerificationFailed) return 'failed';
  if (code === identityUnavailable || status >= 500) return 'unavailable';
  return 'failed';
}
