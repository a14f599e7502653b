// Events burst (issue 16): a bounded burst of exposure reports against one platform process on
// PostgreSQL, on loopback. Prints the events per second stored and the p50/p95/p99 of the
// acknowledgement (one report = one request of --batch records), checks that every acknowledged
// event is in the table, then runs the burst again and kills the platform with SIGKILL midway:
// after a restart every event acknowledged before the kill must be stored (acknowledged means
// stored: server/events/batcher.ts answers only after the multi-row insert has committed).
//
//   node --import tsx bench/events-burst.mjs [--events=100000] [--batch=20] [--concurrency=64] [--kills=3]
// BENCH_CPU_PROF=<dir> profiles the platform process.
// Env: BENCH_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/postgres);
//      the run creates and drops its own database hireloop_bench_events there.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { seedDatabase } from '../server/seed/index.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const totalEvents = Number(args.events ?? 100_000);
const batch = Number(args.batch ?? 20);
const concurrency = Number(args.concurrency ?? 64);
const kills = Number(args.kills ?? 3);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = 'hireloop_bench_events';
const port = 4133;
const baseUrl = `http://127.0.0.1:${port}`;
// Many simulated browsers behind many addresses: the per-device and per-address limits (300 and
// 3000 reports per 10 minutes) are for one browser, not for a benchmark's whole burst.
const devices = Math.max(200, Math.ceil(totalEvents / batch / 250));

function dbUrl() {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function prepare() {
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  const handle = await openDatabase({ url: dbUrl() });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { jobsPerCountry: 200, countries: ['ph'], seed: 7, now: new Date() });
    const { rows } = await handle.db.execute(`select id from jobs where country_key = 'ph' order by id`);
    return rows.map((row) => Number(row.id));
  } finally {
    await handle.close();
  }
}

function startPlatform() {
  const env = { ...process.env, PLATFORM_PORT: String(port), PLATFORM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: dbUrl(), SEED_JOBS_PER_COUNTRY: '0' };
  let output = '';
  // BENCH_CPU_PROF=<dir>: the platform writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitForHealth(platform, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    if (platform.child.exitCode !== null) throw new Error(`The platform exited:\n${platform.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The platform did not start');
}

/** The reports of a burst: each its own query id, so what is stored can be matched per report. */
function reports(jobIds, count, label) {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: Math.ceil(count / batch) }, (_, i) => {
    const device = i % devices;
    const queryId = `${label}-${i}-${randomUUID().slice(0, 8)}`;
    const data = Array.from({ length: Math.min(batch, count - i * batch) }, (_, k) => ({
      job_id: jobIds[(i * batch + k) % jobIds.length],
      query_id: queryId,
      page: 'search',
      sub_page: 'list',
      device: 'web',
      device_uuid: `bench-device-${device}`,
      index: k + 1,
      page_num: 1,
      timestamp: now,
      scene: 'search_default',
    }));
    return {
      queryId,
      size: data.length,
      body: JSON.stringify({ data, from: 1 }),
      headers: {
        'Content-Type': 'application/json',
        'Country-Id': 'ph',
        'Role-Id': '1',
        Device: 'web',
        'Device-Uuid': `bench-device-${device}`,
        'X-Forwarded-For': `10.${(device >> 16) & 255}.${(device >> 8) & 255}.${device & 255}`,
      },
    };
  });
}

/** Sends the reports with `concurrency` in flight; each ends 'acked' (200, code 0), 'refused' or 'unknown' (no answer). */
async function burst(list, { stopWhen, progress = { answered: 0 } } = {}) {
  const outcome = new Map();
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length && !stopWhen?.()) {
        const report = list[next++];
        const sentAt = performance.now();
        try {
          const response = await fetch(`${baseUrl}/event/logs/report/expose`, { method: 'POST', headers: report.headers, body: report.body, signal: AbortSignal.timeout(30_000) });
          const answer = await response.json();
          if (response.status === 200 && answer.code === 0 && answer.data.accepted === report.size) {
            outcome.set(report.queryId, 'acked');
            latencies.push(performance.now() - sentAt);
          } else outcome.set(report.queryId, `refused ${response.status} ${answer.code}`);
        } catch {
          outcome.set(report.queryId, 'unknown');
        }
        progress.answered += 1;
      }
    }),
  );
  return { outcome, latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function storedPerQuery() {
  const client = new pg.Client({ connectionString: dbUrl() });
  await client.connect();
  try {
    const { rows } = await client.query(`select query_id, count(*)::int as n from job_tracking_events group by query_id`);
    return new Map(rows.map((row) => [row.query_id, Number(row.n)]));
  } finally {
    await client.end();
  }
}

console.log(`events burst: ${totalEvents} events in reports of ${batch}, ${concurrency} in flight, ${devices} simulated browsers, PostgreSQL`);
const jobIds = await prepare();

// ─── Throughput ────────────────────────────────────────────────────────────────────────────
let platform = startPlatform();
await waitForHealth(platform);
// A short warm-up (connections, prepared plans), not counted.
await burst(reports(jobIds, Math.min(2000, totalEvents), 'warm'));
const list = reports(jobIds, totalEvents, 'burst');
const run = await burst(list);
const acked = list.filter((report) => run.outcome.get(report.queryId) === 'acked');
const ackedEvents = acked.reduce((sum, report) => sum + report.size, 0);
const latencies = [...run.latencies].sort((a, b) => a - b);
let stored = await storedPerQuery();
const missing = acked.filter((report) => stored.get(report.queryId) !== report.size).length;
const throughput = {
  events: totalEvents,
  batch,
  concurrency,
  acknowledgedEvents: ackedEvents,
  refusedReports: list.length - acked.length,
  seconds: Math.round(run.seconds * 100) / 100,
  eventsPerSecondStored: Math.round(ackedEvents / run.seconds),
  ackMs: { p50: Math.round(percentile(latencies, 50) * 10) / 10, p95: Math.round(percentile(latencies, 95) * 10) / 10, p99: Math.round(percentile(latencies, 99) * 10) / 10 },
  acknowledgedButMissing: missing,
};
console.log(
  `throughput: ${throughput.eventsPerSecondStored} events/s stored (${ackedEvents} in ${throughput.seconds} s), ack p50 ${throughput.ackMs.p50} ms, p95 ${throughput.ackMs.p95} ms, p99 ${throughput.ackMs.p99} ms; refused ${throughput.refusedReports}; acknowledged but missing ${missing}`,
);
const firstRefusal = [...run.outcome.values()].find((value) => value !== 'acked');
if (firstRefusal) console.log(`first refusal: ${firstRefusal}`);
platform.child.kill('SIGTERM');
await platform.exited;

// ─── SIGKILL mid-burst ─────────────────────────────────────────────────────────────────────
const crashRounds = [];
for (let round = 0; round < kills; round++) {
  platform = startPlatform();
  await waitForHealth(platform);
  const crashList = reports(jobIds, totalEvents, `crash${round}`);
  // Kill after a random share (20–70 %) of the reports has been answered, with `concurrency` in flight.
  const target = Math.floor(crashList.length * (0.2 + 0.5 * Math.random()));
  const progress = { answered: 0 };
  const running = burst(crashList, { stopWhen: () => platform.child.exitCode !== null || platform.child.signalCode !== null, progress });
  const deadline = Date.now() + 120_000;
  while (progress.answered < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2));
  platform.child.kill('SIGKILL');
  const exit = await platform.exited;
  const result = await running;
  // Restart on the same database: it must open by itself, and every acknowledged event be there.
  const restart = startPlatform();
  const restartMs = await waitForHealth(restart);
  stored = await storedPerQuery();
  const ackedCrash = crashList.filter((report) => result.outcome.get(report.queryId) === 'acked');
  const lost = ackedCrash.filter((report) => stored.get(report.queryId) !== report.size);
  const unknown = crashList.filter((report) => result.outcome.get(report.queryId) === 'unknown').length;
  const roundResult = {
    killedBy: exit.signal,
    acknowledgedReports: ackedCrash.length,
    acknowledgedEvents: ackedCrash.reduce((sum, report) => sum + report.size, 0),
    unansweredReports: unknown,
    lostAcknowledgedEvents: lost.reduce((sum, report) => sum + report.size - (stored.get(report.queryId) ?? 0), 0),
    restartMs,
  };
  crashRounds.push(roundResult);
  console.log(
    `kill ${round + 1}: ${exit.signal} after ${roundResult.acknowledgedEvents} acknowledged events (${ackedCrash.length} reports, ${unknown} without an answer); restart ${restartMs} ms; lost acknowledged events: ${roundResult.lostAcknowledgedEvents}`,
  );
  restart.child.kill('SIGTERM');
  await restart.exited;
}

await admin(`drop database if exists ${database} with (force)`);
const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadavg: os.loadavg() },
  throughput,
  crash: crashRounds,
  ok: missing === 0 && crashRounds.every((r) => r.lostAcknowledgedEvents === 0),
};
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/events-burst-${result.date.replace(/[:.]/g, '-').slice(0, 19)}.json`;
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`${result.ok ? 'OK' : 'FAILED'}; written to ${file}`);
