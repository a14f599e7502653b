import { detectDevice, documentSite, ensureDeviceUuid } from './browser-context';
import { contextHeaders, type Device } from './http-base';

export interface BrowserRequest {
  device: Device;
  deviceUuid: string;
  /** A JSON body's headers with the request context's (contextHeaders), as services/http.ts sends them. */
  headers: Record<string, string>;
}

/**
 * The context of a call the browser makes with fetch rather than the HTTP client (the job view,
 * tracking events: calls whose answers nobody reads, sent without loading axios). The headers come
 * from the one place that builds them, services/http-base.ts.
 */
export function browserRequest(): BrowserRequest {
  const device = detectDevice();
  const deviceUuid = ensureDeviceUuid();
  return { device, deviceUuid, headers: { 'Content-Type': 'application/json', ...contextHeaders({ ...documentSite(), device, deviceUuid }) } };
}
