/**
 * Whether a signed-in seeker has blocked companies (issue 36 item 8, docs/decisions/0077): a
 * readable cookie the browser keeps in step with the blocked list it reads from the platform
 * (rememberBlockedCount in services/blocked-companies.ts). It only routes: with it and a signed-in `user` cookie, the
 * middleware serves the home and search pages rendered per request with the seeker's session,
 * where the platform leaves those companies' jobs out of the lists and counts; without it, the
 * cached page for everyone. A stale flag costs a per-request render of the same correct page;
 * a missing one (a block made on another device) is set by the first list read here.
 */
export const blockedViewCookieName = 'blocked_companies';

/** The internal route segment of the per-request views (never a public path: lib/path-guard.ts). */
export const blockedViewSegment = 'without-blocked';
