import type { AxiosInstance } from 'axios';
import { detectDevice, documentSite, ensureDeviceUuid, failureHandlers } from '@/services/browser-context';
import { lazyHttp } from '@/services/lazy-http';

let instance: AxiosInstance | undefined;

/**
 * The platform through `/api` for forms that say what went wrong in place: no toast on a
 * refusal, but a 401 still ends the session through the app's handler (core spec §8).
 */
export function browserQuiet(): AxiosInstance {
  if (!instance) {
    const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() };
    instance = lazyHttp(() =>
      import('@/services/http').then(({ createHttp }) =>
        createHttp({ baseURL: '/api', context, handlers: { onUnauthorized: (error) => failureHandlers.onUnauthorized?.(error) } }),
      ),
    );
  }
  return instance;
}
