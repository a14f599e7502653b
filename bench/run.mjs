// Benchmarks: start the production build and a platform on a benchmark database, measure, print
// and record. `npm run build` first. Loopback only.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startAll, waitFor } from '../scripts/processes.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { getWithHost } from './http-get.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { webThroughput } from './web-throughput.mjs';

const dataDir = process.env.BENCH_PGLITE_DIR ?? '/tmp/hireloop-bench-pg';
const stop = startAll([
  {
    name: 'platform',
    command: 'npx',
    args: ['tsx', 'server/main.ts'],
    env: { PGLITE_DIR: dataDir, LOG_LEVEL: 'warn', SEED_JOBS_PER_COUNTRY: '2000', DATABASE_URL: '' },
  },
  { name: 'web', command: process.execPath, args: ['scripts/web.mjs', '-p', '3000'] },
]);

await waitFor('http://127.0.0.1:4000/health', 10 * 60_000);
await waitFor('http://127.0.0.1:3000/en-us/maintenance', 120_000);

const searchPath = '/en-us/jobs-hiring/software-engineer-jobs-in-manila';
// A job page of the bench data: the first card of that search, as a visitor would open it.
const searchHtml = (await getWithHost(`http://127.0.0.1:3000${searchPath}`, 'ph.localhost:3000')).body.toString();
const jobPath = /class="job-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="job-card__link"/.exec(searchHtml)?.slice(1).find(Boolean);
if (!jobPath) throw new Error('The search page listed no job to benchmark');

const companiesPath = '/en-us/companies';
const pages = [
  { name: 'home (ph, en-us)', path: '/en-us', host: 'ph.localhost:3000', budgetKb: 150 },
  { name: 'search (ph, en-us)', path: searchPath, host: 'ph.localhost:3000', budgetKb: 150 },
  { name: 'job (ph, en-us)', path: jobPath, host: 'ph.localhost:3000', budgetKb: 150 },
  { name: 'companies (ph, en-us)', path: companiesPath, host: 'ph.localhost:3000', budgetKb: 150 },
  { name: 'home (jp, ja-jp)', path: '/ja-jp', host: 'jp.localhost:3000', budgetKb: 150 },
];

const results = [];
for (const page of pages) {
  await getWithHost(`http://127.0.0.1:3000${page.path}`, page.host); // warm the cache
  const figures = await firstLoadJs(`http://127.0.0.1:3000${page.path}`, page.host);
  results.push({ page: page.name, ...figures, budgetKb: page.budgetKb });
}

console.info('\nFirst-load JavaScript (gzip)');
for (const r of results) {
  const budget = r.budgetKb ? ` / budget ${r.budgetKb} KB` : '';
  console.info(`  ${r.page.padEnd(22)} ${r.gzipKb.toFixed(1)} KB gzip (${r.rawKb.toFixed(1)} KB raw, ${r.scripts} scripts)${budget}`);
}

const throughput = await webThroughput({
  base: 'http://127.0.0.1:3000',
  host: 'ph.localhost:3000',
  pages: [
    { name: 'static', path: '/en-us/maintenance' },
    { name: 'search', path: searchPath },
    { name: 'job', path: jobPath },
  ],
});
console.info('\nWeb tier throughput (20 connections, 10 s each)');
for (const f of throughput) {
  console.info(`  ${f.page.padEnd(8)} ${String(f.rps).padStart(6)} req/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  ratio to static ${f.ratioToStatic}  (non-2xx ${f.non2xx}, errors ${f.errors})`);
}

const lighthouse = await lighthouseScores([
  'http://ph.localhost:3000/en-us',
  `http://ph.localhost:3000${searchPath}`,
  `http://ph.localhost:3000${jobPath}`,
  `http://ph.localhost:3000${companiesPath}`,
]);
console.info('\nLighthouse (mobile): performance / accessibility / SEO / best practices');
for (const r of lighthouse) {
  console.info(`  ${r.url.padEnd(34)} ${r.performance} / ${r.accessibility} / ${r.seo} / ${r.bestPractices}  LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`);
  if (r.failing.length > 0) console.info(`    failing audits: ${r.failing.join(', ')}`);
}

const record = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  firstLoadJs: results,
  lighthouse,
  throughput,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${record.date.slice(0, 10)}-web.json`, `${JSON.stringify(record, null, 2)}\n`);
console.info('\nRecorded in bench/results/. Copy the figures into bench/README.md.');
stop(0);
