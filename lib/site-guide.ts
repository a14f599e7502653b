/**
 * The site guide (platform spec §2: a modal for first visits): once closed it never shows again
 * in this browser on this country's site. A cookie rather than local storage, so that a test or a
 * tool can set it before the first page loads (e2e/support/site-guide.ts).
 */
export const siteGuideCookie = 'site_guide_seen';
export const siteGuideSeen = '1';
/** A year; a visitor who comes back after that has forgotten the site anyway. */
export const siteGuideCookieDays = 365;
