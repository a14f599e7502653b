import { countryKeys } from '../../lib/countries';
import { siteGuideCookie, siteGuideSeen } from '../../lib/site-guide';

/** Every host an e2e spec opens pages on: each country site, and the bare loopback names. */
const hosts = [...countryKeys.map((key) => `${key}.localhost`), 'localhost', '127.0.0.1'];

/**
 * "The site guide was closed before", on every host: what every browser context starts with
 * (playwright.config.ts), so the first-visit guide stays out of specs about other things.
 * e2e/site-guide.spec.ts clears it to see the guide; a spec that clears all cookies and then
 * opens the home page adds these back.
 */
export const siteGuideSeenCookies = hosts.map((domain) => ({
  name: siteGuideCookie,
  value: siteGuideSeen,
  domain,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
}));
