import { setupServer } from 'msw/node';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/session/[action]/route';
import { jsonDeeperThan, requestLimits } from '@/lib/request-limits';

/**
 * Issue 29 item 5 and the web's half of item 4: a body the platform would refuse never leaves
 * the web. Too large is a 413, nested past the depth limit a 422, in the envelope and the
 * caller's language; never a 500 (5,000 levels overflowed JSON.stringify on the way out).
 * The platform is not reachable here: any call to it fails the test.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const jsonActions = ['register', 'quick-register', 'login', 'code-login', 'send-code', 'reset-code', 'verify-reset-code', 'reset-password'];
const big = 'x'.repeat(requestLimits.bodyBytes + 1);
const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

function sessionPost(action: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://ph.localhost:3000/session/${action}`, {
    method: 'POST',
    headers: { host: 'ph.localhost:3000', origin: 'http://ph.localhost:3000', 'content-type': 'application/json', 'language-id': '1', ...headers },
    body,
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
  return POST(request, { params: Promise.resolve({ action }) });
}

/** A body streamed in pieces, with no Content-Length: the web must count it itself. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const piece = new TextEncoder().encode('a'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(piece);
      sent += piece.byteLength;
    },
  });
}

describe('/session/* bodies the platform would refuse', () => {
  it.each(jsonActions)('%s: 5,000 levels of JSON are a 422 naming the limit, in the caller’s language', async (action) => {
    const response = await sessionPost(action, deep, { 'language-id': '4' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe(40001);
    expect(body.message).toBe('リクエストの入れ子が深すぎます。32 階層以内にしてください。');
    expect(body.data.errors.body).toEqual([body.message]);
  });

  it.each(jsonActions)('%s: a body declared past 1 MB is a 413, unread', async (action) => {
    const response = await sessionPost(action, big, { 'content-length': String(big.length) });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body).toEqual({ code: 40001, message: 'This request is too large. Send at most 1 MB.', data: { errors: { body: [body.message] } } });
  });

  it('counts a body that declares no length, and refuses it past 1 MB with a 413', async () => {
    const response = await sessionPost('login', streamOf(2 * 1024 * 1024), { 'language-id': '10' });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('هذا الطلب كبير جدًا. أرسل 1 MB كحد أقصى.');
  });

  it('refuses a large body even on an action that reads none (guest)', async () => {
    const response = await sessionPost('guest', big, { 'content-length': String(big.length) });
    expect(response.status).toBe(413);
  });

  it('answers every refusal with nosniff, a no-content policy, DENY and no-store', async () => {
    for (const response of [await sessionPost('login', deep), await sessionPost('nope', '{}')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('jsonDeeperThan', () => {
  it('counts objects and lists, not brackets inside strings or after escapes', () => {
    expect(jsonDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(jsonDeeperThan(`{"a":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonDeeperThan(`{"a":"\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonDeeperThan('[[[[', 3)).toBe(true);
  });

  it('reads a million levels without touching the stack', () => {
    expect(jsonDeeperThan('['.repeat(1_000_000), requestLimits.depth)).toBe(true);
  });
});
