import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import next from 'next';
import { clientHeader, processStamp } from '@/lib/client-stamp';
import { parseWebEnv } from '@/lib/env';
import { createFrontServer } from './front';

/**
 * The web process (docs/decisions/0086): Next.js through its custom-server API, listening on a
 * Unix socket in a folder only this user can enter, behind the front server (web-server/front.ts)
 * on the public port. `node scripts/web.mjs [-p port] [-H host] [--dev]` builds and starts it;
 * `npm start`, `npm run dev`, the cluster and the e2e run go through that script.
 */

function option(names: string[]): string | undefined {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => names.includes(arg));
  return at === -1 ? undefined : args[at + 1];
}

const dev = process.argv.includes('--dev');
const port = Number(option(['-p', '--port']) ?? process.env.PORT ?? 3000);
const hostname = option(['-H', '--hostname']);
const { WEB_TRUSTED_PROXY_HOPS } = parseWebEnv();

const socketDir = mkdtempSync(join(tmpdir(), 'hireloop-web-'));
const socketPath = join(socketDir, 'next.sock');
process.on('exit', () => rmSync(socketDir, { recursive: true, force: true }));

/** Only what the front server stamped reaches Next.js (the folder's mode already keeps others out). */
const stampedHere = (req: IncomingMessage) => String(req.headers[clientHeader] ?? '').startsWith(`${processStamp()} `);

const inner = http.createServer();
// The front server keeps these connections open for reuse; it applies the public timeouts itself.
inner.keepAliveTimeout = 0;
inner.requestTimeout = 0;
const app = next({ dev, dir: process.cwd(), port, hostname, httpServer: inner });
await app.prepare();
const handle = app.getRequestHandler();
inner.on('request', (req, res) => {
  if (stampedHere(req)) {
    handle(req, res).catch((error) => {
      console.error(`[web] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      else res.destroy();
    });
  } else res.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request');
});
await new Promise<void>((resolve) => inner.listen(socketPath, resolve));

// Next.js takes the upgrades (socket.io's websocket through the /api rewrite, HMR) of the server a
// request first comes through; a chat socket may well come before any page, so one request goes
// first, and a Next.js that no longer does this stops the start instead of dropping sockets.
await new Promise<void>((resolve, reject) => {
  const warmUp = http.get({ socketPath, path: '/favicon.svg', headers: { host: 'localhost', [clientHeader]: `${processStamp()} - direct` } }, (res) => {
    res.resume();
    res.on('end', resolve);
  });
  warmUp.on('error', reject);
});
if (inner.listenerCount('upgrade') === 0) throw new Error('Next.js did not take the upgrades of its server: websockets would be dropped');

const front = createFrontServer({ upstream: { socketPath }, trustedProxyHops: WEB_TRUSTED_PROXY_HOPS });
front.listen(port, hostname, () => console.info(`▲ Hireloop web (${dev ? 'development' : 'production'}) on http://${hostname ?? 'localhost'}:${port}`));

const stop = () => {
  front.close();
  inner.close();
  void app.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
