// Search API benchmark: seeds a benchmark database (200,000 jobs on PGlite in /tmp, 1,000,000 on
// a dedicated PostgreSQL database), starts the platform on loopback, runs the fixed mixed query
// set of search-api-queries.mjs repeatedly and prints p50/p95/p99 per category and overall;
// results go to bench/results/. Loopback only.
//
//   node bench/search-api.mjs [--engine=pg|pglite|all] [--rounds=20] [--concurrency=1]
//                             [--reseed] [--verbose] [--no-seed] [--countries=ph,ph-ja] [--settle=90]
// --settle waits that many seconds after the platform answers before measuring: at start it copies
// the open jobs and then reads the spelling vocabularies (docs/decisions/0057, 0072), one-time work
// that otherwise runs beside the first rounds and sets their p95.
// --no-seed measures the database as it is (a seed cut short: the countries it holds);
// --countries keeps only the set's requests on those sites (keys of search-api-queries.mjs).
// Env: BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/hireloop_bench),
//      BENCH_SEARCH_PGLITE_DIR (default /tmp/hireloop-bench-search-pglite).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { searchQuerySet } from './search-api-queries.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const engines = args.engine === 'pg' ? ['pg'] : args.engine === 'pglite' ? ['pglite'] : ['pglite', 'pg'];
const rounds = Number(args.rounds ?? 20);
const concurrency = Number(args.concurrency ?? 1);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/hireloop_bench';
const pgliteDir = process.env.BENCH_SEARCH_PGLITE_DIR ?? '/tmp/hireloop-bench-search-pglite';
// BENCH_SEARCH_PORT: another port when two worktrees run the benchmark at once.
const port = Number(process.env.BENCH_SEARCH_PORT ?? 4117);
const baseUrl = `http://127.0.0.1:${port}`;
const targets = { pglite: 200_000, pg: 1_000_000 };

function runNode(script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...scriptArgs], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function withPg(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Seeds when the database holds fewer jobs than the target; returns the seeding seconds, if any. */
async function prepare(engine) {
  const total = targets[engine];
  const seed = (env) => runNode('server/seed/cli.ts', ['--total-jobs', String(total), '--reset'], env);
  const started = performance.now();
  if (engine === 'pg') {
    const name = new URL(pgUrl).pathname.slice(1);
    const admin = new URL(pgUrl);
    admin.pathname = '/postgres';
    await withPg(admin.toString(), async (client) => {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
    });
    const count = await withPg(pgUrl, (client) =>
      client.query("select count(*)::int as n from jobs").then((r) => r.rows[0].n).catch(() => 0),
    );
    if (count >= total && !args.reseed) return null;
    console.log(`Seeding ${total} jobs into ${name} (PostgreSQL)…`);
    await seed({ DATABASE_URL: pgUrl });
    // Index-only scans need the visibility map, and plans need statistics, as after autovacuum.
    await withPg(pgUrl, (client) => client.query('vacuum analyze'));
  } else {
    const marker = `${pgliteDir}/.bench-search-seeded-${total}`;
    if (existsSync(marker) && !args.reseed) return null;
    console.log(`Seeding ${total} jobs into ${pgliteDir} (PGlite)…`);
    mkdirSync(pgliteDir, { recursive: true });
    await seed({ DATABASE_URL: '', PGLITE_DIR: pgliteDir });
    // PGlite has no autovacuum: set the visibility map and statistics as PostgreSQL would.
    const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm, btree_gin } });
    await db.exec('vacuum analyze');
    await db.close();
    writeFileSync(marker, new Date().toISOString());
  }
  return (performance.now() - started) / 1000;
}

async function startPlatform(engine) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PLATFORM_HOST: '127.0.0.1',
    PLATFORM_PORT: String(port),
    ...(engine === 'pg' ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '', PGLITE_DIR: pgliteDir }),
  };
  // A server already on the port would answer the health check and be measured in place of ours.
  const taken = await fetch(`${baseUrl}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already listens on ${baseUrl}: stop it first`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error('The platform did not start within 5 minutes');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

async function timeRequest(request) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200 || body.code !== 0) throw new Error(`${request.label}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, total: body.data.total_num };
}

async function measure(requests) {
  // Warm-up round: each country's first search also loads its open jobs into the platform's memory.
  const warmUp = [];
  for (const request of requests) {
    const { ms, total } = await timeRequest(request);
    request.total = total;
    warmUp.push(ms);
  }
  const byCategory = {};
  const byLabel = new Map();
  const queue = [];
  for (let round = 0; round < rounds; round++) {
    // A fixed rotation per round, so consecutive requests differ and no two rounds run in step.
    for (let i = 0; i < requests.length; i++) queue.push(requests[(i * 7 + round) % requests.length]);
  }
  const loadBefore = os.loadavg()[0];
  const started = performance.now();
  const worker = async () => {
    while (queue.length > 0) {
      const request = queue.shift();
      const { ms } = await timeRequest(request);
      byCategory[request.category] = [...(byCategory[request.category] ?? []), ms];
      byLabel.set(request, [...(byLabel.get(request) ?? []), ms]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const all = Object.values(byCategory).flat();
  const categories = Object.fromEntries(Object.entries(byCategory).map(([name, samples]) => [name, summarise(samples)]));
  for (const [request, samples] of byLabel) request.timing = summarise(samples);
  // The 1-minute load average before and after: other work on the machine shows up here.
  const load = [loadBefore, os.loadavg()[0]].map((value) => Math.round(value * 100) / 100);
  return { overall: summarise(all), categories, throughput: Math.round(all.length / seconds), load, warmUp: summarise(warmUp) };
}

/** The platform's resident memory (Linux), in MB. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpu: cpus[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, os: `${os.type()} ${os.release()}` };
}

const results = [];
for (const engine of engines) {
  const seedSeconds = args['no-seed'] ? null : await prepare(engine);
  if (seedSeconds !== null) console.log(`Seeded in ${seedSeconds.toFixed(0)} s.`);
  const platform = await startPlatform(engine);
  try {
    if (args.settle) await new Promise((resolve) => setTimeout(resolve, Number(args.settle) * 1000));
    const countries = args.countries ? new Set(args.countries.split(',')) : null;
    const requests = (await searchQuerySet(baseUrl)).filter((r) => !countries || countries.has(r.label.split(' ')[0]));
    const figures = { ...(await measure(requests)), platformRssMb: residentMb(platform.pid) };
    const run = { engine, jobs: targets[engine], countries: args.countries ?? 'all', noSeed: Boolean(args['no-seed']), rounds, concurrency, settleSeconds: Number(args.settle ?? 0), seedSeconds, ...figures, queries: requests.map((r) => ({ category: r.category, label: r.label, total: r.total, ...r.timing })) };
    results.push(run);
    console.log(
      `\n${engine} (${targets[engine].toLocaleString('en')} jobs), concurrency ${concurrency}, ${rounds} rounds: ${figures.throughput} req/s, load ${figures.load.join(' → ')}, platform RSS ${figures.platformRssMb} MB; warm-up round p50/max ${figures.warmUp.p50}/${figures.warmUp.max} ms`,
    );
    console.table({ ...figures.categories, overall: figures.overall });
    if (args.verbose) console.table(requests.map((r) => ({ label: r.label, total: r.total, ...r.timing })));
  } finally {
    platform.kill('SIGTERM');
    await new Promise((resolve) => platform.once('exit', resolve));
  }
}

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = `bench/results/search-api-${stamp}.json`;
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), results }, null, 2)}\n`);
console.log(`\nRecorded in ${file}`);
