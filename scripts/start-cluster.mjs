// One machine, production-shaped (docs/decisions/0063): nginx in front of two web processes
// (scripts/web.mjs), two api processes, a realtime pair (socket.io with the Redis adapter) and a
// worker, on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). A process that dies is restarted;
// Ctrl+C stops everything. Ports: CLUSTER_PORT (default 5100) is the site, +1 the api balancer,
// +10/+11 the webs, +20/+21 the api pair, +30/+31 the realtime pair, +40 the worker.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlatform } from './build-platform.mjs';
import { ensureNginx, nginxPath, prepareNginx } from './cluster/nginx.mjs';
import { supervise } from './cluster/supervise.mjs';
import { run, waitFor } from './processes.mjs';
import { webBuildIsStale } from './web-build.mjs';

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(
    `The cluster runs several platform processes: they need PostgreSQL and Redis. Set ${missing.join(' and ')}, e.g.\n` +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/hireloop REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster',
  );
  process.exit(1);
}
const base = Number(process.env.CLUSTER_PORT ?? 5100);
const ports = { site: base, apiBalancer: base + 1, web: [base + 10, base + 11], api: [base + 20, base + 21], realtime: [base + 30, base + 31], worker: base + 40 };
const dir = `/tmp/hireloop-cluster-${base}`;
const distDir = '.next-cluster';
const apiUrl = `http://127.0.0.1:${ports.apiBalancer}`;
const sitePattern = `http://{key}.localhost:${ports.site}`;

ensureNginx();
// The webs' /api rewrite is fixed at build time: a build of their own, pointed at the api balancer.
const builtFor = join(distDir, 'cluster-api-url');
const builtApiUrl = (() => {
  try {
    return readFileSync(builtFor, 'utf8');
  } catch {
    return '';
  }
})();
if (webBuildIsStale(distDir) || builtApiUrl !== apiUrl) {
  console.info(`Building the web app into ${distDir} (API_URL ${apiUrl}; several minutes)…`);
  // A build into another folder rewrites tsconfig.json; the tree keeps its own.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    await run('flock', ['/tmp/hireloop-build.lock', 'npx', 'next', 'build'], {
      env: { ...process.env, NEXT_DIST_DIR: distDir, API_URL: apiUrl, SITE_URL_PATTERN: sitePattern },
    });
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
  writeFileSync(builtFor, apiUrl);
}
console.info(`Built the platform in ${await buildPlatform()} ms.`);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const local = { RUN_MODE: process.env.RUN_MODE || 'local', NODE_ENV: 'production' };
const platform = (name, kind, port, roles, extra = {}) => ({
  name,
  kind,
  port,
  command: process.execPath,
  args: ['--enable-source-maps', 'dist/server/main.js'],
  env: { ...local, PLATFORM_ROLES: roles, PLATFORM_PORT: String(port), PLATFORM_HOST: '127.0.0.1', WEB_ORIGIN_PATTERN: sitePattern, ...extra },
  echo: true,
});
const web = (name, port) => ({
  name,
  kind: 'web',
  port,
  command: process.execPath,
  // No -H: with one, Next proxies its middleware's rewrites to localhost as if to another host.
  args: ['scripts/web.mjs', '-p', String(port)],
  // nginx appends the browser's address to X-Forwarded-For: the web trusts that one hop.
  env: { ...local, NEXT_DIST_DIR: distDir, API_URL: apiUrl, SITE_URL_PATTERN: sitePattern, WEB_TRUSTED_PROXY_HOPS: '1' },
});
const processes = [
  // The web sets X-Forwarded-For to the one client address and the api balancer appends the
  // web's: the client is the second entry from the right.
  ...ports.api.map((port, i) => platform(`api-${i + 1}`, 'api', port, 'api', { TRUSTED_PROXY_HOPS: '2' })),
  ...ports.realtime.map((port, i) => platform(`realtime-${i + 1}`, 'realtime', port, 'realtime')),
  platform('worker', 'worker', ports.worker, 'worker'),
  ...ports.web.map((port, i) => web(`web-${i + 1}`, port)),
  {
    name: 'nginx',
    kind: 'balancer',
    port: ports.site,
    command: nginxPath,
    args: prepareNginx({ dir, publicPort: ports.site, apiPort: ports.apiBalancer, web: ports.web, api: ports.api, realtime: ports.realtime }),
    env: {},
    echo: true,
  },
];
const cluster = supervise({ dir, processes });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  console.info('Stopping the cluster…');
  await cluster.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  console.info('Starting the cluster (the first start migrates and seeds PostgreSQL)…');
  for (const port of [...ports.api, ...ports.realtime, ports.worker]) await waitFor(`http://127.0.0.1:${port}/health`, 10 * 60_000);
  for (const port of ports.web) await waitFor(`http://127.0.0.1:${port}/en-us/maintenance`, 180_000);
  await waitFor(`http://127.0.0.1:${ports.site}/en-us/maintenance`, 30_000);
} catch (error) {
  console.error(error.message);
  await stop(1);
}
console.info(`
The Hireloop cluster is running (processes and logs: ${dir}/state.json, processes.log):
  http://ph.localhost:${ports.site}/en-us    the site, through nginx (webs ${ports.web.join(', ')}; chat sockets to realtime ${ports.realtime.join(', ')})
  http://127.0.0.1:${ports.apiBalancer}/health    the api balancer (api ${ports.api.join(', ')}), the webs' API_URL
  worker on ${ports.worker}. A process that dies is restarted. Ctrl+C stops everything.
`);
