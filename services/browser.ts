import type { AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { type CountryKey, isCountryKey } from '@/lib/countries';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { createHttp, type Device, type FailureHandlers } from './http';

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
  Cookies.set(deviceUuidCookie, created, { expires: 365, sameSite: 'Lax', path: '/' });
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

let instance: AxiosInstance | undefined;
const current: FailureHandlers = {};

/** The app sets what a failure does in the browser (toast, notice, go to get-started). */
export function setFailureHandlers(handlers: FailureHandlers): void {
  Object.assign(current, handlers);
}

/**
 * The browser instance: base `/api` (same origin, rewritten by Next to the platform). The
 * session travels in its HttpOnly cookie, which the rewrite forwards.
 */
export function browserHttp(): AxiosInstance {
  if (!instance) {
    instance = createHttp({
      baseURL: '/api',
      context: { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() },
      handlers: {
        onUnauthorized: (error) => current.onUnauthorized?.(error),
        onServerError: (error) => current.onServerError?.(error),
        onMessage: (error) => current.onMessage?.(error),
      },
    });
  }
  return instance;
}
