// Cluster benchmark (issue 29 item 6.5): mixed traffic through the cluster's balancer
// (npm run start:cluster) while one process of each kind — web, api, realtime, worker — is
// killed with -9 in turn and restarted by the cluster script. Then checks: every acknowledged
// write, chat message and tracking event is in the database; failed calls (no answer or 5xx)
// under 1 % in the 10 s after each kill and none after that; p50/p95 per kind of call.
// Loopback only, bounded: --warmup s, then one kill every --every s.
//
//   node bench/cluster.mjs [--pairs=16] [--warmup=30] [--every=50] [--use-running]
// Env: BENCH_PG_URL (admin connection; the run recreates database h_cluster there unless
// --use-running), BENCH_REDIS_URL (default redis://127.0.0.1:6379/3), CLUSTER_PORT (5100).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { prepare, stored, withClient } from './cluster/setup.mjs';
import { createTraffic } from './cluster/traffic.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0], arg.split('=')[1] ?? 'true']));
const pairs = Number(args.pairs ?? 16);
const warmupS = Number(args.warmup ?? 30);
const everyS = Number(args.every ?? 50);
const port = Number(process.env.CLUSTER_PORT ?? 5100);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = 'h_cluster';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const stateFile = `/tmp/hireloop-cluster-${port}/state.json`;
const kinds = ['web', 'api', 'realtime', 'worker'];
const windowMs = 10_000;
// Object.groupBy is Node 21+.
const groupBy = (list, key) => {
  const groups = {};
  for (const item of list) {
    groups[key(item)] ??= [];
    groups[key(item)].push(item);
  }
  return groups;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function siteUp() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/en-us/maintenance`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

let cluster = null;
if (args['use-running'] !== 'true') {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
  });
  console.log(`Starting the cluster on ${port} (database ${database}, 200 jobs per country)…`);
  cluster = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3', SEED_JOBS_PER_COUNTRY: '200', LOG_LEVEL: 'warn', CLUSTER_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 20 * 60_000;
  while (!(await siteUp())) {
    if (Date.now() > deadline || cluster.exitCode !== null) throw new Error('the cluster did not start');
    await sleep(1000);
  }
}
const state = () => JSON.parse(readFileSync(stateFile, 'utf8'));
// The site is up; wait for every process, so that the first kill finds its pair complete.
for (const entry of state()) {
  while (!(await fetch(`http://127.0.0.1:${entry.port}/${entry.kind === 'web' || entry.kind === 'balancer' ? 'en-us/maintenance' : 'health'}`).then((r) => r.ok, () => false))) await sleep(500);
}

const { people, jobs } = await prepare(databaseUrl, pairs);
console.log(`${pairs} seekers, each chatting with a recruiter; ${jobs.length} open jobs. Warm-up ${warmupS} s, then a kill every ${everyS} s: ${kinds.join(', ')}.`);
const t0 = performance.now();
const traffic = createTraffic({ port, people, jobs, t0, eventBudget: 900 });

const kills = [];
await sleep(warmupS * 1000);
for (const kind of kinds) {
  const victim = state().find((entry) => entry.kind === kind);
  const at = performance.now() - t0;
  process.kill(-victim.pid, 'SIGKILL');
  console.log(`${(at / 1000).toFixed(0)} s: killed ${victim.name} (pid ${victim.pid}) with -9`);
  // Back when the cluster script has started it again and it answers.
  let backMs = null;
  const deadline = performance.now() + everyS * 1000;
  while (performance.now() < deadline) {
    await sleep(250);
    const now = state().find((entry) => entry.name === victim.name);
    if (backMs === null && now.pid && now.pid !== victim.pid) {
      const path = kind === 'web' ? 'en-us/maintenance' : 'health';
      if (await fetch(`http://127.0.0.1:${now.port}/${path}`).then((r) => r.ok, () => false)) backMs = performance.now() - t0 - at;
    }
  }
  kills.push({ kind, name: victim.name, at, backMs });
}
await traffic.stop();
const ranMs = performance.now() - t0;

// ─── What the database holds ────────────────────────────────────────────────────────────────
const found = await stored(databaseUrl, people);
const lost = [];
let ackedEvents = 0;
for (const key of traffic.acked) {
  if (key.startsWith('event:')) {
    const [, queryId, size] = key.split(':');
    ackedEvents += 1;
    if (found.events.get(queryId) !== Number(size)) lost.push(key);
  } else if (!found.keys.has(key)) lost.push(key);
}
let profileMismatches = 0;
for (const [seekerId, { acked, tried }] of traffic.summaries) {
  if (acked === null) continue;
  // The last acknowledged edit, or a later one whose answer was lost.
  const later = tried.slice(tried.indexOf(acked));
  if (!later.includes(found.summaries.get(seekerId))) profileMismatches += 1;
}

// ─── Failures around each kill, latency per kind ────────────────────────────────────────────
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null);
const windows = kills.map((kill, i) => {
  const next = kills[i + 1]?.at ?? ranMs;
  const during = traffic.calls.filter((c) => c.at >= kill.at && c.at < kill.at + windowMs);
  const after = traffic.calls.filter((c) => c.at >= kill.at + windowMs && c.at < next);
  const failedDuring = during.filter((c) => !c.ok).length;
  return {
    kind: kill.kind,
    killedAtS: Math.round(kill.at / 1000),
    backAfterS: kill.backMs === null ? null : Number((kill.backMs / 1000).toFixed(1)),
    callsDuring: during.length,
    failedDuring,
    failedDuringPct: Number(((100 * failedDuring) / Math.max(1, during.length)).toFixed(2)),
    failedByKindDuring: Object.fromEntries(Object.entries(groupBy(during.filter((c) => !c.ok), (c) => c.kind)).map(([k, v]) => [k, v.length])),
    callsAfter: after.length,
    failedAfter: after.filter((c) => !c.ok).length,
    failedAfterCalls: after.filter((c) => !c.ok).map((c) => ({ kind: c.kind, atS: Number((c.at / 1000).toFixed(1)), ms: Math.round(c.ms), status: c.status })),
  };
});
const byKind = groupBy(traffic.calls, (c) => c.kind);
const latency = Object.fromEntries(
  Object.entries(byKind).map(([kind, list]) => {
    const sorted = list.filter((c) => c.ok).map((c) => c.ms).sort((a, b) => a - b);
    return [kind, { calls: list.length, failed: list.filter((c) => !c.ok).length, p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)) }];
  }),
);
const acknowledged = { writes: [...traffic.acked].filter((k) => k.startsWith('apply') || k.startsWith('save')).length, messages: [...traffic.acked].filter((k) => k.startsWith('chat')).length, events: ackedEvents };
const ok = lost.length === 0 && profileMismatches === 0 && windows.every((w) => w.failedDuringPct < 1 && w.failedAfter === 0);
const result = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  pairs,
  ranSeconds: Math.round(ranMs / 1000),
  calls: traffic.calls.length,
  acknowledged,
  lost: lost.length,
  profileMismatches,
  refused: traffic.refused,
  kills: windows,
  // Every failed call of the run, kills or not (the warm-up's too).
  failedCalls: traffic.calls.filter((c) => !c.ok).map((c) => ({ kind: c.kind, atS: Number((c.at / 1000).toFixed(1)), ms: Math.round(c.ms), status: c.status })),
  latency,
  ok,
};
console.log(`\nRan ${result.ranSeconds} s, ${result.calls} calls. Acknowledged: ${acknowledged.writes} applies/saves, ${acknowledged.messages} chat messages, ${acknowledged.events} event batches; lost ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join(', ')})` : ''}; profile edits not as acknowledged: ${profileMismatches}.`);
console.log('Refused (4xx, not failures):', JSON.stringify(traffic.refused));
console.log('\nkill      at   back   calls in 10 s  failed      failed after (calls)');
for (const w of windows) {
  console.log(`${w.kind.padEnd(9)} ${String(w.killedAtS).padStart(3)} s ${String(w.backAfterS ?? '-').padStart(5)} s ${String(w.callsDuring).padStart(8)} ${String(w.failedDuring).padStart(10)} (${w.failedDuringPct} %) ${String(w.failedAfter).padStart(6)} (${w.callsAfter}) ${JSON.stringify(w.failedByKindDuring)}`);
  for (const c of w.failedAfterCalls) console.log(`    failed after the window: ${c.kind} at ${c.atS} s, ${c.ms} ms, status ${c.status}`);
}
console.log(`\nEvery failed call: ${result.failedCalls.map((c) => `${c.kind} at ${c.atS} s (${c.status}, ${c.ms} ms)`).join('; ') || 'none'}`);
console.log('\nkind            calls  failed   p50 ms  p95 ms');
for (const [kind, l] of Object.entries(latency)) console.log(`${kind.padEnd(15)} ${String(l.calls).padStart(6)} ${String(l.failed).padStart(7)} ${String(l.p50).padStart(8)} ${String(l.p95).padStart(7)}`);
console.log(`\n${ok ? 'OK' : 'FAILED'}`);
const file = `bench/results/cluster-${result.date.replace(/[:.]/g, '-').slice(0, 19)}.json`;
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written to ${file}`);

if (cluster) {
  cluster.kill('SIGINT');
  await new Promise((resolve) => cluster.once('exit', resolve));
}
process.exit(ok ? 0 : 1);
