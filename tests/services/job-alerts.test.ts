import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { languageBySlug } from '@/lib/languages';
import { createHttp } from '@/services/http';
import { unsubscribeJobAlert } from '@/services/job-alerts';

const base = 'http://platform.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => createHttp({ baseURL: base, context: { country: 'sg', language: 'ja-jp', device: 'web' } });
const answer = (status: number, code: number, data: unknown = null) => HttpResponse.json({ code, message: 'x', data }, { status });

describe('unsubscribeJobAlert (the one-click route, RFC 8058)', () => {
  it('posts the token to the platform with the site headers and no session, and reads done', async () => {
    let seen: { token: string | null; headers: Record<string, string | null> } | null = null;
    server.use(
      http.post(`${base}/job/job-alerts/unsubscribe`, ({ request }) => {
        const url = new URL(request.url);
        const read = (name: string) => request.headers.get(name);
        seen = { token: url.searchParams.get('token'), headers: { role: read('Role-Id'), country: read('Country-Id'), language: read('Language-Id'), auth: read('Authorization') } };
        return answer(200, 0, { unsubscribed: true });
      }),
    );
    expect(await unsubscribeJobAlert(client(), 'a.b+c/=')).toBe('done');
    expect(seen).toEqual({ token: 'a.b+c/=', headers: { role: '1', country: String(countryByKey('sg').id), language: String(languageBySlug('ja-jp').id), auth: null } });
  });

  it('says used for a 404 (used link or deleted alert) and invalid for any other refusal', async () => {
    server.use(http.post(`${base}/job/job-alerts/unsubscribe`, () => answer(404, 40004)));
    expect(await unsubscribeJobAlert(client(), 'used')).toBe('used');
    server.use(http.post(`${base}/job/job-alerts/unsubscribe`, () => answer(403, 40005)));
    expect(await unsubscribeJobAlert(client(), 'forged')).toBe('invalid');
    server.use(http.post(`${base}/job/job-alerts/unsubscribe`, () => answer(500, 50001)));
    expect(await unsubscribeJobAlert(client(), 'broken')).toBe('invalid');
  });

  it('refuses an empty or oversized token without asking, and throws when the platform cannot be reached', async () => {
    expect(await unsubscribeJobAlert(client(), '')).toBe('invalid');
    expect(await unsubscribeJobAlert(client(), 'x'.repeat(301))).toBe('invalid');
    server.use(http.post(`${base}/job/job-alerts/unsubscribe`, () => HttpResponse.error()));
    await expect(unsubscribeJobAlert(client(), 'token')).rejects.toMatchObject({ status: 0 });
  });
});
