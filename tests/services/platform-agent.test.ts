import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformHttpAgent } from '@/services/platform-agent';

/**
 * A platform that leaves the connection unusable after an early answer, as ours did before
 * docs/decisions/0061 (the body half-read, the socket destroyed under the next request): the
 * web's server side must not send another visitor's request down that socket.
 */
let server: Server;
let baseURL: string;
const wedged = new WeakSet<Socket>();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (wedged.has(request.socket)) {
      // Whatever comes next on this socket is never answered; the socket dies shortly.
      setTimeout(() => request.socket.destroy(), 100);
      return;
    }
    request.resume();
    if (request.url === '/early') {
      wedged.add(request.socket);
      response.writeHead(422, { 'content-type': 'application/json' }).end('{"code":40001,"message":"too large","data":null}');
      return;
    }
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"message":"Success","data":null}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function earlyThenSmall(httpAgent: Agent) {
  const http = axios.create({ baseURL, httpAgent, validateStatus: () => true });
  const early = await http.post('/early', { url: 'a'.repeat(1000) });
  expect(early.status).toBe(422);
  return http.post('/small', { guest_role: 'jobseeker' }).then(
    (answer) => answer.status,
    (error: Error) => error.message,
  );
}

describe('the web’s pool of platform connections', () => {
  it('would send the next request down a socket that carried an early answer, with a plain keep-alive pool', async () => {
    const plain = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await earlyThenSmall(plain)).toBe('socket hang up');
    plain.destroy();
  });

  it('closes a socket that carried a failed answer, so the next request gets a fresh one', async () => {
    for (let round = 0; round < 5; round += 1) expect(await earlyThenSmall(platformHttpAgent)).toBe(200);
  });

  it('keeps a socket after a successful answer', async () => {
    const http = axios.create({ baseURL, httpAgent: platformHttpAgent });
    const first = await http.post('/small', {});
    const second = await http.post('/small', {});
    expect(second.request.reusedSocket).toBe(true);
    expect(first.status).toBe(200);
  });
});
