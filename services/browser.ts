import type { AxiosInstance } from 'axios';
import { detectDevice, documentSite, ensureDeviceUuid, failureHandlers } from './browser-context';
import { createHttp } from './http';

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
    instance = createHttp({
      baseURL: '/api',
      context: { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() },
      handlers: {
        onUnauthorized: (error) => failureHandlers.onUnauthorized?.(error),
        onServerError: (error) => failureHandlers.onServerError?.(error),
        onMessage: (error) => failureHandlers.onMessage?.(error),
      },
    });
  }
  return instance;
}
