// Apply-and-save benchmark: a fresh database, a platform on loopback, 50 signed-in seekers at
// once, each applying to 20 distinct jobs and saving 20 (screening questions answered), then a
// check that the database holds exactly the expected rows and that no request failed. Prints
// throughput and latency percentiles; results go to bench/results/. Loopback only; bounded.
//
//   node --import tsx bench/apply-save.mjs [--engine=pglite|pg|all] [--users=50] [--per-user=20] [--warmup=5]
// Env: BENCH_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/postgres);
//      the run creates and drops its own database hireloop_bench_apply there.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { createSession } from '../server/auth/sessions.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { Random } from '../server/seed/random.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const engines = args.engine === 'pg' ? ['pg'] : args.engine === 'all' ? ['pglite', 'pg'] : ['pglite'];
const userCount = Number(args.users ?? 50);
const perUser = Number(args['per-user'] ?? 20);
/** Read-only rounds per seeker before measuring (lists and is-saved): they write no row. */
const warmupRounds = Number(args.warmup ?? 5);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pgDatabase = 'hireloop_bench_apply';
const pgliteDir = '/tmp/hireloop-bench-apply-pglite';
const filesDir = '/tmp/hireloop-bench-apply-files';
const port = 4118;
const baseUrl = `http://127.0.0.1:${port}`;
/** Every request must answer within this, and the whole run within the next: the bench stops by itself. */
const requestTimeoutMs = 30_000;
const runTimeoutMs = 10 * 60_000;
const headers = { 'Content-Type': 'application/json', 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };

function pgUrlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database: migrated, the Philippines seeded (enough open jobs for everyone's 20 + 20),
 * the seekers created with live sessions. Returns each seeker's token and the jobs they will
 * apply to (with answers for the required questions) and save.
 */
async function prepare(engine) {
  let handle;
  if (engine === 'pg') {
    await withAdmin(async (client) => {
      await client.query(`drop database if exists ${pgDatabase} with (force)`);
      await client.query(`create database ${pgDatabase}`);
    });
    handle = await openDatabase({ url: pgUrlFor(pgDatabase) });
  } else {
    rmSync(pgliteDir, { recursive: true, force: true });
    handle = await openDatabase({ dataDir: pgliteDir });
  }
  const now = new Date();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { jobsPerCountry: 300, countries: ['ph'], seed: 42, now });
    const { rows: jobs } = await handle.db.execute(`
      select j.id, coalesce(o.screening_questions, '[]'::jsonb) as questions from jobs j
      left join job_apply_options o on o.job_id = j.id
      where j.country_key = 'ph' and j.status = 'active' and j.expires_at > now() and o.external_url is null
      order by j.id`);
    if (jobs.length < perUser * 2) throw new Error(`Only ${jobs.length} open jobs; need ${perUser * 2}`);
    const seekers = [];
    for (let i = 0; i < userCount; i++) {
      const [user] = await handle.db
        .insert(users)
        .values({ email: `bench-${i}@example.test`, passwordHash: 'bench', firstName: 'Bench', lastName: `Seeker ${i}`, countryKey: 'ph' })
        .returning({ id: users.id });
      const token = await createSession(handle.db, { userId: user.id, kind: 'user', now });
      // Each seeker applies to 20 distinct jobs and saves 20 distinct jobs, drawn per seeker.
      const random = new Random(`bench-apply:${i}`);
      const picked = random.sample(jobs, perUser * 2);
      seekers.push({
        id: user.id,
        token,
        apply: picked.slice(0, perUser).map((job) => ({
          id: Number(job.id),
          answers: job.questions.filter((q) => q.required).map((q) => ({ question_id: q.id, answer: 'Five years in a similar role.' })),
        })),
        save: picked.slice(perUser).map((job) => Number(job.id)),
      });
    }
    return { seekers, openJobs: jobs.length };
  } finally {
    await handle.close();
  }
}

function startPlatform(engine) {
  mkdirSync(filesDir, { recursive: true });
  const env = {
    ...process.env,
    PLATFORM_PORT: String(port),
    PLATFORM_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FILES_DIR: filesDir,
    DATABASE_URL: engine === 'pg' ? pgUrlFor(pgDatabase) : '',
    PGLITE_DIR: pgliteDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { child, exited };
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The platform did not start');
}

/** One call, timed at the client; a failure is anything but 200/201 with code 0. */
async function timed(kind, path, token, body, record) {
  const started = performance.now();
  let ok = false;
  let detail = '';
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const answer = await response.json();
    ok = (response.status === 200 || response.status === 201) && answer.code === 0;
    if (!ok) detail = `${response.status} ${answer.code} ${answer.message}`;
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  record(kind, performance.now() - started, ok, detail, started);
}

/** Every seeker at once; each does its 40 actions one after another, as a person would, alternating. */
async function runLoad(seekers) {
  const latencies = { apply: [], save: [] };
  const failures = [];
  const slowest = [];
  const started = performance.now();
  const record = (kind, ms, ok, detail, at) => {
    latencies[kind].push(ms);
    slowest.push({ kind, ms: Math.round(ms), atSecond: Math.round((at - started) / 100) / 10 });
    if (!ok) failures.push(`${kind}: ${detail}`);
  };
  const deadline = setTimeout(() => {
    throw new Error('The benchmark ran past its time limit');
  }, runTimeoutMs);
  await Promise.all(
    seekers.map(async (seeker) => {
      for (let i = 0; i < perUser; i++) {
        const job = seeker.apply[i];
        await timed('apply', `/job/jobs/${job.id}/applications`, seeker.token, {
          source: 'web',
          first_message: 'Hello, I would like to apply for this role.',
          screening_answers: job.answers,
        }, record);
        await timed('save', '/job/saved-jobs/create', seeker.token, { job_id: seeker.save[i], device_uuid: `bench-${seeker.id}`, timestamp: Math.floor(Date.now() / 1000) }, record);
      }
    }),
  );
  clearTimeout(deadline);
  slowest.sort((a, b) => b.ms - a.ms);
  return { seconds: (performance.now() - started) / 1000, latencies, failures, slowest: slowest.slice(0, 10) };
}

/**
 * Warms the platform as traffic would before the measured run: the database engine compiles and
 * caches its plans (PGlite's WebAssembly is also tiered up by V8). Only reads, so no row is made.
 */
async function warmUp(seekers) {
  await Promise.all(
    seekers.map(async (seeker) => {
      for (let i = 0; i < warmupRounds; i++) {
        for (const path of ['/job/jobs/saved-jobs', '/job/job-applications/jobseekers', `/job/${seeker.save[i % perUser]}/is-saved`, `/job/${seeker.apply[i % perUser].id}`]) {
          const response = await fetch(`${baseUrl}${path}`, { headers: { ...headers, Authorization: `Bearer ${seeker.token}` }, signal: AbortSignal.timeout(requestTimeoutMs) });
          if (!response.ok) throw new Error(`Warm-up ${path} answered ${response.status}`);
          await response.arrayBuffer();
        }
      }
    }),
  );
}

async function countRows(engine, seekers) {
  const ids = seekers.map((s) => s.id);
  const handle = engine === 'pg' ? await openDatabase({ url: pgUrlFor(pgDatabase) }) : await openDatabase({ dataDir: pgliteDir });
  try {
    const list = ids.join(',');
    const one = async (query) => Number((await handle.db.execute(query)).rows[0].n);
    return {
      applications: await one(`select count(*)::int as n from job_applications where user_id in (${list})`),
      distinctApplications: await one(`select count(distinct (user_id, job_id))::int as n from job_applications where user_id in (${list})`),
      pending: await one(`select count(*)::int as n from job_applications where user_id in (${list}) and status = 'pending'`),
      savedJobs: await one(`select count(*)::int as n from saved_jobs where user_id in (${list})`),
      distinctSaved: await one(`select count(distinct (user_id, job_id))::int as n from saved_jobs where user_id in (${list})`),
    };
  } finally {
    await handle.close();
  }
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const round = (n) => Math.round(n * 10) / 10;
  return { n: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted[sorted.length - 1] ?? 0) };
}

async function benchEngine(engine) {
  console.log(`\n[${engine}] preparing a fresh database…`);
  const { seekers, openJobs } = await prepare(engine);
  const platform = startPlatform(engine);
  let load;
  try {
    await waitForHealth(120_000);
    if (warmupRounds > 0) await warmUp(seekers);
    const loadBefore = os.loadavg()[0];
    console.log(`[${engine}] ${seekers.length} seekers × (${perUser} applications + ${perUser} saves) over ${openJobs} open jobs…`);
    load = await runLoad(seekers);
    load.loadBefore = loadBefore;
    load.loadAfter = os.loadavg()[0];
  } finally {
    platform.child.kill('SIGTERM');
    await platform.exited;
  }
  // PGlite is one process's database: it is read once the platform has let go of it.
  const rows = await countRows(engine, seekers);
  const expected = seekers.length * perUser;
  const requests = load.latencies.apply.length + load.latencies.save.length;
  const result = {
    engine,
    users: seekers.length,
    perUser,
    warmupRounds,
    requests,
    failed: load.failures.length,
    seconds: Math.round(load.seconds * 100) / 100,
    requestsPerSecond: Math.round(requests / load.seconds),
    apply: percentiles(load.latencies.apply),
    save: percentiles(load.latencies.save),
    overall: percentiles([...load.latencies.apply, ...load.latencies.save]),
    rows,
    expected,
    loadAverage: { before: load.loadBefore, after: load.loadAfter },
    /** The ten slowest calls and when in the run they started (seconds): a cold start shows at 0. */
    slowest: load.slowest,
    ok:
      load.failures.length === 0 &&
      rows.applications === expected &&
      rows.distinctApplications === expected &&
      rows.pending === expected &&
      rows.savedJobs === expected &&
      rows.distinctSaved === expected,
  };
  console.log(`[${engine}] ${requests} requests in ${result.seconds} s: ${result.requestsPerSecond} req/s, ${result.failed} failed`);
  for (const kind of ['apply', 'save', 'overall']) {
    const p = result[kind];
    console.log(`[${engine}]   ${kind.padEnd(7)} p50 ${p.p50} ms  p95 ${p.p95} ms  p99 ${p.p99} ms  max ${p.max} ms  (n=${p.n})`);
  }
  console.log(`[${engine}] rows: ${rows.applications} applications, ${rows.savedJobs} saved jobs (expected ${expected} each) → ${result.ok ? 'OK' : 'MISMATCH'}`);
  console.log(`[${engine}] slowest: ${load.slowest.map((s) => `${s.kind} ${s.ms} ms at ${s.atSecond} s`).join(', ')}`);
  if (load.failures.length > 0) console.log(`[${engine}] first failures:\n  ${load.failures.slice(0, 5).join('\n  ')}`);
  if (engine === 'pg') await withAdmin((client) => client.query(`drop database if exists ${pgDatabase} with (force)`));
  return result;
}

const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/apply-save-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, results }, null, 2)}\n`,
);
console.log(`\nWritten ${file}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
