/**
 * Robots and page auditors that say so in their user agent (search engines, PageSpeed Insights'
 * "Chrome-Lighthouse"): what a person's first visit starts in the background (a guest session,
 * the site guide) is not for them. A local Lighthouse run emulates a phone's agent and is not seen.
 */
const crawler = /bot|crawl|spider|slurp|lighthouse|headlesschrome\/.*pagespeed/i;

export function isCrawler(userAgent: string): boolean {
  return crawler.test(userAgent);
}
