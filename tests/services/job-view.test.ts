import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/** The job page's view, sent without the HTTP client (issue 19): the same headers, JSON, no failure shown. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function browserLike(cookie = '') {
  vi.stubGlobal('document', { documentElement: { dataset: { country: 'jp', language: 'ja-jp' } }, cookie });
  vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
  vi.stubGlobal('location', { protocol: 'http:' });
}

describe('sendJobView', () => {
  it('posts the view with the site, device and device id headers', async () => {
    browserLike('device_uuid=dev-1');
    const seen: { headers: Record<string, string>; body: unknown }[] = [];
    server.use(
      http.post('http://web.test/api/job/7/view', async ({ request }) => {
        seen.push({ headers: Object.fromEntries(request.headers), body: await request.json() });
        return HttpResponse.json({ code: 0, message: 'Success', data: null });
      }),
    );
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => realFetch(`http://web.test${url}`, init));
    const { sendJobView } = await import('@/services/job-view');
    await sendJobView(7);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).toMatchObject({ 'role-id': '1', device: 'web', 'device-uuid': 'dev-1', 'content-type': 'application/json' });
    expect(Number(seen[0]?.headers['country-id'])).toBeGreaterThan(0);
    expect(Number(seen[0]?.headers['language-id'])).toBeGreaterThan(0);
    expect(seen[0]?.body).toEqual({ device: 'web', device_uuid: 'dev-1' });
  });

  it('ignores a failure', async () => {
    browserLike('device_uuid=dev-1');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const { sendJobView } = await import('@/services/job-view');
    await expect(sendJobView(7)).resolves.toBeUndefined();
  });
});
