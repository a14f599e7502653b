import { browserRequest } from './browser-request';

/**
 * POST /job/{id}/view from the job page, without the HTTP client: the page would otherwise load
 * axios while it becomes usable, for a call whose answer nobody reads (issue 19). The headers are
 * the ones services/http.ts sends (contextHeaders); failures are ignored, as for hot searches.
 */
export async function sendJobView(jobId: number): Promise<void> {
  const { device, deviceUuid, headers } = browserRequest();
  try {
    await fetch(`/api/job/${jobId}/view`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers,
      body: JSON.stringify({ device, device_uuid: deviceUuid }),
    });
  } catch {
    // A lost view is not worth a notice.
  }
}
