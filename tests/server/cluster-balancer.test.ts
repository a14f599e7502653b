import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPath, prepareNginx } from '../../scripts/cluster/nginx.mjs';

// The cluster's nginx (issue 29 item 6.4) in front of stand-ins that answer with their own name:
// which process gets which request, and what happens when one of a pair is gone.
const ports = { site: 5150, apiBalancer: 5151, web: [5152, 5153], api: [5154, 5155], realtime: [5156, 5157] };
const dir = mkdtempSync(join(tmpdir(), 'cluster-nginx-'));
const servers = new Map<number, http.Server>();
let nginx: ChildProcess | undefined;

function standIn(name: string, port: number) {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ name, url: request.url, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  });
  // A WebSocket upgrade is answered with the name too, then closed.
  server.on('upgrade', (_request, socket) => {
    socket.end(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nX-Name: ${name}\r\n\r\n`);
  });
  servers.set(port, server);
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: { name: string; url: string; forwardedFor: string | null }; name?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { Host: `ph.localhost:${port}`, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve({ status: 101, body: null as never, name: String(response.headers['x-name']) });
    });
    request.on('error', reject);
  });
}

const names = async (count: number, port: number, path: string, headers?: Record<string, string>) => {
  const seen = [];
  for (let i = 0; i < count; i++) {
    const answer = await get(port, path, headers);
    seen.push(answer.name ?? answer.body.name);
  }
  return seen;
};

const hasNginx = existsSync(nginxPath);

beforeAll(async () => {
  if (!hasNginx) return;
  await Promise.all([
    ...ports.web.map((port, i) => standIn(`web-${i + 1}`, port)),
    ...ports.api.map((port, i) => standIn(`api-${i + 1}`, port)),
    ...ports.realtime.map((port, i) => standIn(`realtime-${i + 1}`, port)),
  ]);
  const args = prepareNginx({ dir, publicPort: ports.site, apiPort: ports.apiBalancer, web: ports.web, api: ports.api, realtime: ports.realtime });
  nginx = spawn(nginxPath, args, { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (await get(ports.site, '/').then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await new Promise((resolve) => (nginx?.exitCode === null ? nginx.once('exit', resolve) : resolve(undefined)));
  for (const server of servers.values()) server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasNginx)('the cluster balancer', () => {
  it('sends pages to both webs and the api port to both api processes, appending the client to X-Forwarded-For', async () => {
    expect(new Set(await names(4, ports.site, '/en-us'))).toEqual(new Set(['web-1', 'web-2']));
    expect(new Set(await names(4, ports.apiBalancer, '/job/search'))).toEqual(new Set(['api-1', 'api-2']));
    const page = await get(ports.site, '/en-us', { 'X-Forwarded-For': '203.0.113.9' });
    expect(page.body.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });

  it('sends the socket path to the realtime pair without /api: fresh WebSockets to either, polling sticky', async () => {
    const polling = await names(6, ports.site, '/api/socket.io?EIO=4&transport=polling');
    expect(new Set(polling).size).toBe(1);
    expect(polling[0]).toMatch(/^realtime-/);
    expect((await get(ports.site, '/api/socket.io?EIO=4&transport=polling')).body.url).toBe('/socket.io?EIO=4&transport=polling');
    // The upgrade of a polling session carries its sid: the same process as its polls.
    const upgrade = { Connection: 'Upgrade', Upgrade: 'websocket' };
    expect(new Set(await names(4, ports.site, '/api/socket.io?EIO=4&transport=websocket&sid=abc', upgrade))).toEqual(new Set(polling.slice(0, 1)));
    // Fresh WebSockets spread over both (least connections: each closes at once, so it alternates).
    expect(new Set(await names(6, ports.site, '/api/socket.io?EIO=4&transport=websocket', upgrade))).toEqual(new Set(['realtime-1', 'realtime-2']));
  });

  it('passes requests to the other process of a pair when one is gone', async () => {
    await new Promise((resolve) => servers.get(ports.web[0] as number)?.close(resolve));
    await new Promise((resolve) => servers.get(ports.api[1] as number)?.close(resolve));
    const pages = await Promise.all(Array.from({ length: 6 }, () => get(ports.site, '/en-us')));
    expect(pages.map((page) => [page.status, page.body.name])).toEqual(Array(6).fill([200, 'web-2']));
    const calls = await Promise.all(Array.from({ length: 6 }, () => get(ports.apiBalancer, '/health')));
    expect(calls.map((call) => [call.status, call.body.name])).toEqual(Array(6).fill([200, 'api-1']));
  });
});
