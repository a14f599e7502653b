import type { AxiosInstance } from 'axios';
import { detectDevice, documentSite, ensureDeviceUuid, failureHandlers } from './browser-context';
import type { FailureHandlers } from './http-base';
import { lazyHttp } from './lazy-http';

export {
  deviceUuidCookie,
  detectDevice,
  documentSite,
  ensureDeviceUuid,
  loadBrowserHttp,
  setFailureHandlers,
} from './browser-context';

let instance: AxiosInstance | undefined;
let placeInstance: AxiosInstance | undefined;
let quietInstance: AxiosInstance | undefined;

/** A browser instance on the factory (services/http.ts), loaded with its first call, with these failure handlers. */
function browserInstance(handlers: Array<keyof FailureHandlers>): AxiosInstance {
  const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() };
  const chosen: FailureHandlers = {};
  for (const name of handlers) chosen[name] = (error) => failureHandlers[name]?.(error);
  // axios comes with the first call, not with every island that holds the client.
  return lazyHttp(() => import('./http').then(({ createHttp }) => createHttp({ baseURL: '/api', context, handlers: chosen })));
}

/**
 * The browser instance: base `/api` (same origin, rewritten by Next to the platform). The
 * session travels in its HttpOnly cookie, which the rewrite forwards.
 */
export function browserHttp(): AxiosInstance {
  instance ??= browserInstance(['onUnauthorized', 'onServerError', 'onMessage']);
  return instance;
}

/**
 * The browser instance for screens that say a refusal in place (the chat: "Add your mobile number
 * to your profile first" beside its button, issue 31): the app's expiry and server-error handling,
 * without the generic message pop-up on top of the screen's own words.
 */
export function inPlaceHttp(): AxiosInstance {
  placeInstance ??= browserInstance(['onUnauthorized', 'onServerError']);
  return placeInstance;
}

/**
 * The browser instance for forms that say what went wrong in place, server failures included: no
 * toast on a refusal, but a 401 still ends the session through the app's handler (core spec §8).
 */
export function browserQuiet(): AxiosInstance {
  quietInstance ??= browserInstance(['onUnauthorized']);
  return quietInstance;
}
