import type { AxiosInstance } from 'axios';
import { detectDevice, documentSite, ensureDeviceUuid, failureHandlers } from '@/services/browser-context';
import { createHttp } from '@/services/http';

let instance: AxiosInstance | undefined;

/**
 * The platform through `/api` for forms that say what went wrong in place: no toast on a
 * refusal, but a 401 still ends the session through the app's handler (core spec §8).
 */
export function browserQuiet(): AxiosInstance {
  instance ??= createHttp({
    baseURL: '/api',
    context: { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() },
    handlers: { onUnauthorized: (error) => failureHandlers.onUnauthorized?.(error) },
  });
  return instance;
}
