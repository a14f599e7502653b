import type { AxiosInstance } from 'axios';
import { detectDevice, documentSite, ensureDeviceUuid, failureHandlers } from './browser-context';
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

/**
 * The browser instance: base `/api` (same origin, rewritten by Next to the platform). The
 * session travels in its HttpOnly cookie, which the rewrite forwards.
 */
export function browserHttp(): AxiosInstance {
  if (!instance) {
    const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() };
    // axios comes with the first call, not with every island that holds the client.
    instance = lazyHttp(() =>
      import('./http').then(({ createHttp }) =>
        createHttp({
          baseURL: '/api',
          context,
          handlers: {
            onUnauthorized: (error) => failureHandlers.onUnauthorized?.(error),
            onServerError: (error) => failureHandlers.onServerError?.(error),
            onMessage: (error) => failureHandlers.onMessage?.(error),
          },
        }),
      ),
    );
  }
  return instance;
}

/**
 * The browser instance for screens that say a refusal in place (the chat: "Add your mobile number
 * to your profile first" beside its button, issue 31): the app's expiry and server-error handling,
 * without the generic message pop-up on top of the screen's own words.
 */
export function inPlaceHttp(): AxiosInstance {
  if (!placeInstance) {
    const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() };
    placeInstance = lazyHttp(() =>
      import('./http').then(({ createHttp }) =>
        createHttp({
          baseURL: '/api',
          context,
          handlers: {
            onUnauthorized: (error) => failureHandlers.onUnauthorized?.(error),
            onServerError: (error) => failureHandlers.onServerError?.(error),
          },
        }),
      ),
    );
  }
  return placeInstance;
}
