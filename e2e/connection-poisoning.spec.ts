import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { webPort } from './ports';

/**
 * Issue 29 items 4 and 5, through the real web (docs/decisions/0061): a body the platform
 * answers before reading, or the web refuses, never breaks the next request of another visitor,
 * which the web sends to the platform over the same kept-alive connections. Every visitor here
 * opens its own connection; only the web's pool to the platform is shared.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

const host = `ph.localhost:${webPort}`;
const sameOrigin = { origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'language-id': '1' };

function visit(path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const headers: Record<string, string> = { host, ...init.headers };
    if (body) headers['content-length'] = String(body.length);
    const request = httpRequest({ host: '127.0.0.1', port: webPort, path, method: init.method ?? 'GET', agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    // The web may answer a refused body before it has all of it and close: the answer counts.
    request.on('error', reject);
    request.end(body);
  });
}

/** A JSON body of about `bytes` bytes, a long value in `field`. */
const jsonOf = (bytes: number, field = 'url', rest: Record<string, string> = {}) =>
  JSON.stringify({ ...rest, [field]: 'a'.repeat(Math.max(0, Math.round(bytes) - 40)) });

const envelopeOf = (answer: Answer) => JSON.parse(answer.text) as { code: number; message: string; data: unknown };

function expectSecureJson(answer: Answer) {
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
}

test.describe('early answers and refused bodies never poison the next visitor', () => {
  test('/api: 1.1 MB and 900 KB bodies, then another visitor’s small request', async () => {
    for (let round = 0; round < 8; round += 1) {
      const huge = await visit('/api/jobseeker/websites/create', { method: 'POST', headers: sameOrigin, body: jsonOf(1.1 * 1024 * 1024) });
      expect(huge.status, `round ${round}: 1.1 MB`).toBe(413);
      expect(envelopeOf(huge)).toMatchObject({ code: 40001, message: 'This request is too large. Send at most 1 MB.' });
      expectSecureJson(huge);
      // Under the cap: the platform refuses it unread (no session) and must drain or close.
      const unauthenticated = await visit('/api/jobseeker/websites/create', { method: 'POST', headers: sameOrigin, body: jsonOf(900 * 1024) });
      expect(unauthenticated.status, `round ${round}: 900 KB`).toBe(401);
      const next = await visit('/api/jobseeker/websites/create', { method: 'POST', headers: sameOrigin, body: '{"url":"https://example.com"}' });
      expect(next.status, `round ${round}: the next small POST`).toBe(401);
      expect(envelopeOf(next).code).toBe(40003);
      // The platform's own answer, through the rewrite, keeps its headers.
      expectSecureJson(next);
      const read = await visit('/api/config/skill/lists', { headers: { 'language-id': '1', 'country-id': '1' } });
      expect(read.status, `round ${round}: the next read`).toBe(200);
    }
  });

  test('/session: a 1.1 MB login, then a server-rendered page and a guest session', async () => {
    for (let round = 0; round < 8; round += 1) {
      const huge = await visit('/session/login', { method: 'POST', headers: sameOrigin, body: jsonOf(1.1 * 1024 * 1024, 'password', { login: 'ana@example.com' }) });
      expect(huge.status, `round ${round}: 1.1 MB login`).toBe(413);
      expectSecureJson(huge);
      // Under the cap, the web sends it on; the platform answers whatever it answers, never a 5xx.
      const large = await visit('/session/login', { method: 'POST', headers: sameOrigin, body: jsonOf(900 * 1024, 'password', { login: 'ana@example.com' }) });
      expect(large.status, `round ${round}: 900 KB login`).toBeLessThan(500);
      const page = await visit('/en-us');
      expect(page.status, `round ${round}: the next page`).toBe(200);
      const guest = await visit('/session/guest', { method: 'POST', headers: sameOrigin, body: '{}' });
      expect(guest.status, `round ${round}: the next guest session`).toBe(200);
      expect(envelopeOf(guest).code).toBe(0);
      expectSecureJson(guest);
    }
  });

  test('/session: 5,000 levels of JSON are a 422 in the caller’s language, and nothing breaks after', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const action of ['register', 'quick-register', 'login', 'code-login', 'send-code', 'reset-code', 'verify-reset-code', 'reset-password']) {
      const answer = await visit(`/session/${action}`, { method: 'POST', headers: { ...sameOrigin, 'language-id': '9' }, body: deep });
      expect(answer.status, action).toBe(422);
      expect(envelopeOf(answer).message).toBe('Bu istekte iç içe geçme çok derin. En fazla 32 düzey kullanın.');
      expectSecureJson(answer);
    }
    expect((await visit('/session/guest', { method: 'POST', headers: sameOrigin, body: '{}' })).status).toBe(200);
  });
});
