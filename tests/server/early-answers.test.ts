import { Agent, request as httpRequest, type Server as HttpServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders } from '@/server/http/answer-headers';
import { nodeServerOptions } from '@/server/http/early-answer';
import { startTestPlatform, type TestPlatform } from '../support/platform';

/**
 * Issue 29 item 4: an answer sent before the body was read must not leave the kept-alive
 * connection half-read, or the next request on it (another visitor's, through the web's proxy)
 * fails. On a real listening server, one socket at a time, as the web's proxy pool would reuse it.
 */
let platform: TestPlatform;
let server: HttpServer;
let port: number;
let agent: Agent;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  server = await new Promise<HttpServer>((resolve) => {
    const started = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1', ...nodeServerOptions }, () => resolve(started as HttpServer));
  });
  port = (server.address() as AddressInfo).port;
});
afterEach(() => agent?.destroy());
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await platform?.close();
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { code?: number; data?: unknown };
  reusedSocket: boolean;
}

/** One POST on the shared agent; `chunked` sends no Content-Length. */
function post(
  path: string,
  body: Buffer,
  { chunked = false, token, pauseMs = 0, close = false }: { chunked?: boolean; token?: string; pauseMs?: number; close?: boolean } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Country-Id': '1', 'Role-Id': '1' };
    if (!chunked) headers['Content-Length'] = String(body.length);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (close) headers.Connection = 'close';
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      // Done when the request has let its socket go, back to the pool or closed: the answer may
      // come before the whole body was sent.
      request.once('close', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: JSON.parse(text), reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
    if (pauseMs > 0) {
      // A slow upload, as a proxy forwards it from a phone: ten pieces, a pause between each.
      const piece = Math.ceil(body.length / 10);
      let start = 0;
      const next = () => {
        request.write(body.subarray(start, start + piece));
        start += piece;
        if (start < body.length) setTimeout(next, pauseMs);
        else request.end();
      };
      next();
    } else if (chunked) {
      // Several writes, so Node really sends the body in chunks rather than one buffer.
      for (let start = 0; start < body.length; start += 64 * 1024) request.write(body.subarray(start, start + 64 * 1024));
      request.end();
    } else request.end(body);
  });
}

/**
 * A POST over a bare socket, its body in ten pieces 100 ms apart: a socket the server closes
 * under the sender shows as a write error or a body the sender could not finish (Node's HTTP
 * client stops reporting either once it has an answer).
 */
function slowRawPost(path: string, bytes: number, extraHeader: string): Promise<{ status: number; writeError: string | null; bodySent: boolean }> {
  return new Promise((resolve) => {
    const body = jsonOf(bytes);
    const chunked = extraHeader.startsWith('Transfer-Encoding');
    const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Content-Type: application/json', 'Country-Id: 1', extraHeader];
    if (!chunked) head.push(`Content-Length: ${body.length}`);
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let writeError: string | null = null;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      writeError = error.code ?? error.message;
    });
    socket.on('close', () => resolve({ status: Number(answer.slice(9, 12)), writeError, bodySent: start >= body.length }));
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    const piece = Math.ceil(body.length / 10);
    let start = 0;
    const next = () => {
      // The server closed first: the sender could not finish its body.
      if (socket.destroyed || socket.writableEnded || socket.readableEnded) return;
      const part = body.subarray(start, start + piece);
      socket.write(chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
      start += piece;
      if (start < body.length) setTimeout(next, 100);
      else if (chunked) socket.write('0\r\n\r\n');
      // Keep-alive: nothing more to send; let the server keep or close the connection.
      if (start >= body.length && !extraHeader.includes('close')) setTimeout(() => socket.end(), 200);
    };
    next();
  });
}

const guestLogin = () => post('/auth/guest/login', Buffer.from(JSON.stringify({ guest_role: 'jobseeker' })));
/** A JSON object of `bytes` bytes: a long string value. */
const jsonOf = (bytes: number) => Buffer.from(`{"url":"${'a'.repeat(bytes - 10)}"}`);

describe('an early answer never poisons the connection it came on', () => {
  it('closes the connection after refusing a 1.1 MB body, and the next request succeeds', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post('/jobseeker/websites/create', jsonOf(1.1 * 1024 * 1024));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(40001);
    expect(refused.headers.connection).toBe('close');
    const next = await guestLogin();
    expect(next.status).toBe(200);
    expect(next.body.code).toBe(0);
    expect(next.reusedSocket).toBe(false);
  });

  it('closes the connection after refusing a chunked body past the cap', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post('/auth/login', jsonOf(3 * 1024 * 1024), { chunked: true });
    expect(refused.status).toBe(422);
    expect(refused.headers.connection).toBe('close');
    expect((await guestLogin()).status).toBe(200);
  });

  it('reads a 900 KB body it refused unread (no session) to its end and keeps the connection', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post('/jobseeker/websites/create', jsonOf(900 * 1024));
    expect(refused.status).toBe(401);
    expect(refused.headers.connection).toBe('keep-alive');
    const next = await guestLogin();
    expect(next.status).toBe(200);
    // The same socket carried it: the refused body was drained, not left in the way.
    expect(next.reusedSocket).toBe(true);
  });

  it('waits for a slow body it refused unread, so the sender’s write never fails, and keeps the connection', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post('/jobseeker/websites/create', jsonOf(900 * 1024), { pauseMs: 150 });
    expect(refused.status).toBe(401);
    const next = await guestLogin();
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  });

  it('closes only after the rest of a refused body arrived, when the client asked to close (as a proxy forwarding it does)', async () => {
    // Closed under the sender, the socket resets its write (EPIPE or ECONNRESET): the web's proxy
    // turned that into a 500 for the visitor who sent the body.
    for (const extra of ['Connection: close', 'Transfer-Encoding: chunked']) {
      const sent = await slowRawPost('/jobseeker/websites/create', 900 * 1024, extra);
      expect(sent.status, extra).toBe(401);
      expect(sent.writeError, extra).toBeNull();
      expect(sent.bodySent, extra).toBe(true);
    }
    const past = await slowRawPost('/jobseeker/websites/create', 1.1 * 1024 * 1024, 'Connection: keep-alive');
    expect(past.status).toBe(422);
    expect(past.writeError).toBeNull();
    expect(past.bodySent).toBe(true);
  });

  it('drains a body refused by a route cap smaller than the platform one (events, 512 KB)', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await post('/event/report/events', jsonOf(900 * 1024));
    expect(refused.status).toBe(422);
    const next = await guestLogin();
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  });

  it('survives twenty refusals in a row on one pool', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let round = 0; round < 20; round += 1) {
      const refused = await post('/jobseeker/websites/create', jsonOf((round % 2 === 0 ? 1.1 : 0.9) * 1024 * 1024));
      expect([401, 422]).toContain(refused.status);
      expect((await guestLogin()).status, `round ${round}`).toBe(200);
    }
  });
});

describe('platform answers are never sniffed, framed or rendered (issue 30, item 12)', () => {
  it('sends nosniff, a no-content policy and DENY on JSON answers, failures included', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (const sent of [await guestLogin(), await post('/jobseeker/websites/create', Buffer.from('{}'))]) {
      expect(sent.headers['x-content-type-options']).toBe(answerHeaders['X-Content-Type-Options']);
      expect(sent.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(sent.headers['x-frame-options']).toBe('DENY');
    }
  });
});
