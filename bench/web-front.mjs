// What the web process spends per request (docs/decisions/0086): CPU time of the process that
// listens on the port (from /proc, so the load of the rest of the machine does not count) and
// latency, for two cached pages (read and hashed, gzipped) and a static chunk (streamed through),
// fetched with gzip as a browser does. Run it once against each server on the same build:
//   node bench/web-front.mjs <port> [host] [seconds]      e.g. 3027 ph.localhost 8
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { getWithHost } from './http-get.mjs';

const [port = '3000', host = 'ph.localhost', seconds = '8'] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const headers = { host: `${host}:${port}`, 'accept-encoding': 'gzip, deflate, br' };

/** The process listening on the port, and its CPU time so far in ms (user + system). */
const listener = Number(/pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }))?.[1]);
if (!listener) throw new Error(`Nothing listens on ${port}`);
const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const cpuMs = () => {
  const fields = readFileSync(`/proc/${listener}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};

const home = (await getWithHost(`${base}/en-us`, headers.host)).body.toString();
const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(home)?.[1];
const paths = [
  ['home', '/en-us'],
  ['search', '/en-us/jobs-hiring/job-search'],
  ['static chunk', chunk],
];

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: 8, duration: Number(seconds), headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });

for (const [name, path] of paths) {
  const first = await getWithHost(`${base}${path}`, headers.host, { 'accept-encoding': 'gzip' });
  const before = cpuMs();
  const result = await run(`${base}${path}`);
  const spent = cpuMs() - before;
  const csp = String(first.headers['content-security-policy'] ?? '');
  console.log(
    `${name} ${path}: ${result.requests.total} requests, ${(spent / result.requests.total).toFixed(2)} ms CPU per request, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ` +
      `${first.headers['content-encoding'] ?? 'identity'}, ${/'sha256-/.test(csp) ? 'hashed CSP' : 'no hashes'}, non-2xx ${result.non2xx}`,
  );
}
