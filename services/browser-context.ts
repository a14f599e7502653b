import Cookies from 'js-cookie';
import { type CountryKey, isCountryKey } from '@/lib/country-keys';
import { isLanguageSlug, type LanguageSlug } from '@/lib/language-slugs';
import type { Device, FailureHandlers } from './http';

/**
 * What the browser knows without the HTTP client: the site, the device, and what a failed call
 * does. Kept apart from services/browser.ts so the islands of every page's first load can use it
 * without loading axios, which arrives with the first call (docs/decisions/0021).
 */

export const deviceUuidCookie = 'device_uuid';

/** Mobile web is a narrow touch screen; everything else is web. */
export function detectDevice(): Device {
  return window.matchMedia?.('(max-width: 767px) and (pointer: coarse)').matches ? 'mobile_web' : 'web';
}

/** A stable anonymous id for this browser, kept a year. */
export function ensureDeviceUuid(): string {
  const existing = Cookies.get(deviceUuidCookie);
  if (existing) return existing;
  const created = crypto.randomUUID();
  Cookies.set(deviceUuidCookie, created, { expires: 365, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' });
  return created;
}

/** The site and language are on the document, written by the root layout. */
export function documentSite(): { country: CountryKey; language: LanguageSlug } {
  const root = document.documentElement;
  const country = root.dataset.country;
  const language = root.dataset.language;
  return {
    country: isCountryKey(country) ? country : 'com',
    language: isLanguageSlug(language) ? language : 'en-us',
  };
}

export const failureHandlers: FailureHandlers = {};

/** The app sets what a failure does in the browser (toast, notice, go to get-started). */
export function setFailureHandlers(handlers: FailureHandlers): void {
  Object.assign(failureHandlers, handlers);
}

/** The browser HTTP client, loaded with its first use. */
export function loadBrowserHttp() {
  return import('./browser').then((module) => module.browserHttp());
}
