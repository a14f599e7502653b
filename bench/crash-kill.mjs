// Crash benchmark (issue 18, item 11): 50 signed-in seekers apply and save at once while the
// platform is killed with SIGKILL at a random moment, several times; after each kill it is
// restarted on the same database, which must open by itself (no repair step), and at the end
// every write the platform answered 2xx must be in the database. Each kill comes after a random
// number (100–400) of answered writes, while all 50 seekers have a request in flight. Prints the figures per engine
// and writes them to bench/results/. Loopback only; bounded in count and time.
//
//   node --import tsx bench/crash-kill.mjs [--engine=pglite|pg|all] [--users=50] [--per-user=20] [--kills=3]
// Env: BENCH_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/postgres);
//      the run creates and drops its own database hireloop_bench_crash there.
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
const engines = args.engine === 'pg' ? ['pg'] : args.engine === 'pglite' ? ['pglite'] : ['pglite', 'pg'];
const userCount = Number(args.users ?? 50);
const perUser = Number(args['per-user'] ?? 20);
const kills = Number(args.kills ?? 3);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const pgDatabase = 'hireloop_bench_crash';
const pgliteDir = '/tmp/hireloop-bench-crash-pglite';
const filesDir = '/tmp/hireloop-bench-crash-files';
const port = 4119;
const baseUrl = `http://127.0.0.1:${port}`;
const requestTimeoutMs = 60_000;
const headers = { 'Content-Type': 'application/json', 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };
const random = new Random('bench-crash');

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

const openEngine = (engine) => (engine === 'pg' ? openDatabase({ url: pgUrlFor(pgDatabase) }) : openDatabase({ dataDir: pgliteDir }));

/** A fresh database with the Philippines seeded and the seekers signed in, each with 20 jobs to apply to and 20 to save. */
async function prepare(engine) {
  if (engine === 'pg') {
    await withAdmin(async (client) => {
      await client.query(`drop database if exists ${pgDatabase} with (force)`);
      await client.query(`create database ${pgDatabase}`);
    });
  } else {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
  const handle = await openEngine(engine);
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
        .values({ email: `crash-${i}@example.test`, passwordHash: 'bench', firstName: 'Crash', lastName: `Seeker ${i}`, countryKey: 'ph' })
        .returning({ id: users.id });
      const token = await createSession(handle.db, { userId: user.id, kind: 'user', now });
      const picked = new Random(`bench-crash:${i}`).sample(jobs, perUser * 2);
      const writes = picked.slice(0, perUser).flatMap((job, k) => [
        {
          kind: 'apply',
          jobId: Number(job.id),
          path: `/job/jobs/${job.id}/applications`,
          body: {
            source: 'web',
            first_message: 'Hello, I would like to apply for this role.',
            screening_answers: job.questions
              .filter((q) => q.required)
              .map((q) => ({ question_id: q.id, answer: q.answer_type === 'yes_no' ? 'yes' : 'Five years in a similar role.' })),
          },
        },
        { kind: 'save', jobId: Number(picked[perUser + k].id), path: '/job/saved-jobs/create', body: { job_id: Number(picked[perUser + k].id) } },
      ]);
      seekers.push({ id: user.id, token, writes, next: 0 });
    }
    return seekers;
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
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

async function waitForHealth(platform, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    if (platform.child.exitCode !== null) throw new Error(`The platform exited while starting:\n${platform.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The platform did not start within ${timeoutMs} ms:\n${platform.output().slice(-2000)}`);
}

/** One write; 'acked' only for 200/201 with code 0, 'refused' for any other answer, 'unknown' without one. */
async function send(seeker, write) {
  try {
    const response = await fetch(`${baseUrl}${write.path}`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${seeker.token}` },
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const answer = await response.json();
    if ((response.status === 200 || response.status === 201) && answer.code === 0) return 'acked';
    // A write acknowledged before a kill and sent again after it is a duplicate: still stored.
    if (answer.code === 41501) return 'acked';
    return `refused ${response.status} ${answer.code} ${JSON.stringify(answer.data)}`;
  } catch {
    return 'unknown';
  }
}

/**
 * Every seeker writes in turn until the platform dies or the seeker is done. A write without an
 * answer is sent again: after the restart when the platform was killed, or after a pause in the
 * last round (a timeout on a loaded machine), so every write ends with an answer.
 */
async function load(seekers, outcome, { final }) {
  await Promise.all(
    seekers.map(async (seeker) => {
      let retries = 0;
      while (seeker.next < seeker.writes.length) {
        const write = seeker.writes[seeker.next];
        const result = await send(seeker, write);
        if (result === 'unknown') {
          if (!final || retries >= 5) return;
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          continue;
        }
        retries = 0;
        outcome.set(`${seeker.id}:${write.kind}:${write.jobId}`, result);
        seeker.next += 1;
      }
    }),
  );
}

async function stored(engine, seekers) {
  const handle = await openEngine(engine);
  try {
    const list = seekers.map((s) => s.id).join(',');
    const keys = new Set();
    for (const row of (await handle.db.execute(`select user_id, job_id from job_applications where user_id in (${list})`)).rows) keys.add(`${row.user_id}:apply:${row.job_id}`);
    for (const row of (await handle.db.execute(`select user_id, job_id from saved_jobs where user_id in (${list})`)).rows) keys.add(`${row.user_id}:save:${row.job_id}`);
    return keys;
  } finally {
    await handle.close();
  }
}

async function benchEngine(engine) {
  console.log(`\n[${engine}] preparing a fresh database…`);
  const seekers = await prepare(engine);
  const outcome = new Map();
  const rounds = [];
  for (let round = 0; round <= kills; round++) {
    const platform = startPlatform(engine);
    const startMs = await waitForHealth(platform, 180_000);
        const before = outcome.size;
    const running = load(seekers, outcome, { final: round === kills });
    if (round < kills) {
      // Kill after a random number of answered writes (or 30 s), with every seeker mid-write.
      const target = before + random.int(100, 400);
      const deadline = Date.now() + 30_000;
      while (outcome.size < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      platform.child.kill('SIGKILL');
      const exit = await platform.exited;
      await running;
      console.log(`[${engine}] round ${round + 1}: started in ${startMs} ms, ${outcome.size - before} writes answered, then ${exit.signal}`);
      rounds.push({ startMs, answered: outcome.size - before, killedBy: exit.signal });
    } else {
      await running;
      platform.child.kill('SIGTERM');
      await platform.exited;
      console.log(`[${engine}] final round: started in ${startMs} ms, ${outcome.size - before} writes answered, then stopped`);
      rounds.push({ startMs, answered: outcome.size - before, killedBy: null });
    }
  }
  const found = await stored(engine, seekers);
  const acked = [...outcome].filter(([, result]) => result === 'acked').map(([key]) => key);
  const refused = [...outcome].filter(([, result]) => result !== 'acked');
  const lost = acked.filter((key) => !found.has(key));
  const result = {
    engine,
    users: seekers.length,
    perUser,
    kills,
    rounds,
    acknowledged: acked.length,
    foundAfterRestart: acked.length - lost.length,
    lost: lost.length,
    refused: refused.length,
    rowsInDatabase: found.size,
    expected: seekers.length * perUser * 2,
    ok: lost.length === 0 && refused.length === 0 && found.size === seekers.length * perUser * 2,
  };
  console.log(`[${engine}] acknowledged ${result.acknowledged}, found after restart ${result.foundAfterRestart}, lost ${result.lost}, refused ${result.refused}, rows ${result.rowsInDatabase}/${result.expected} → ${result.ok ? 'OK' : 'FAILED'}`);
  if (lost.length > 0) console.log(`[${engine}] lost, first ones: ${lost.slice(0, 10).join(', ')}`);
  if (refused.length > 0) console.log(`[${engine}] refused, first ones: ${refused.slice(0, 5).map(([key, why]) => `${key} ${why}`).join(', ')}`);
  if (engine === 'pg') await withAdmin((client) => client.query(`drop database if exists ${pgDatabase} with (force)`));
  return result;
}

const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/crash-kill-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`;
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, results }, null, 2)}\n`);
console.log(`\nWritten ${file}`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
