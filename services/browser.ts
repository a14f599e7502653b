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
