// Job alert digest benchmark (issue 14, docs/decisions/0033): seeds a PostgreSQL database with
// jobs (default 1,000,000, the seed CLI) and 100,000 alerts of 10,000 seekers built from real job
// rows (keyword, keyword + location, category, location), all due, then times one full daily
// run: claiming, matching each alert's search over the last day, writing the mails to the outbox.
// Prints alerts/second and writes bench/results/<date>-alerts-digest.json. Loopback only.
//
//   node --import tsx bench/alerts-digest.mjs [--jobs=1000000] [--alerts=100000] [--workers=1]
//                                            [--concurrency=8] [--reseed] [--fit-share=0]
// --fit-share: the share of alerts whose digest lists the best fit first (docs/decisions/0081).
// Env: BENCH_ALERTS_PG_URL (default postgresql://postgres@127.0.0.1:5432/hireloop_alerts_bench).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const totalJobs = Number(args.jobs ?? 1_000_000);
const totalAlerts = Number(args.alerts ?? 100_000);
const workers = Number(args.workers ?? 1);
const concurrency = Number(args.concurrency ?? 8);
const seekers = Math.max(1, Math.ceil(totalAlerts / 10));
const fitShare = Math.min(1, Math.max(0, Number(args['fit-share'] ?? 0)));
const pgUrl = process.env.BENCH_ALERTS_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/hireloop_alerts_bench';

async function withPg(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function runNode(script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...scriptArgs], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function seedJobs() {
  const name = new URL(pgUrl).pathname.slice(1);
  const admin = new URL(pgUrl);
  admin.pathname = '/postgres';
  await withPg(admin.toString(), async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  });
  const count = await withPg(pgUrl, (client) => client.query('select count(*)::int as n from jobs').then((r) => r.rows[0].n).catch(() => 0));
  if (count >= totalJobs && !args.reseed) return null;
  const started = performance.now();
  console.log(`Seeding ${totalJobs} jobs into ${name} (PostgreSQL)…`);
  await runNode('server/seed/cli.ts', ['--total-jobs', String(totalJobs), '--reset'], { DATABASE_URL: pgUrl });
  await withPg(pgUrl, (client) => client.query('vacuum analyze'));
  return (performance.now() - started) / 1000;
}

/** The run's instant: a minute after the newest posting, so "the last day" holds a day of postings. */
async function runInstant(client) {
  const { rows } = await client.query('select max(posted_at) as newest from jobs');
  return new Date(new Date(rows[0].newest).getTime() + 60_000);
}

/** 10 alerts per seeker, each built from a random open job: its title's first or last word, its location, its category. */
async function seedAlerts(client, now) {
  const { rows } = await client.query("select count(*)::int as n from job_alerts a join users u on u.id = a.user_id where u.email like 'bench-alert-%'");
  if (rows[0].n >= totalAlerts && !args.reseed) return null;
  const started = performance.now();
  console.log(`Seeding ${totalAlerts} alerts of ${seekers} seekers…`);
  await client.query("delete from users where email like 'bench-alert-%'");
  await client.query(
    `insert into users (email, password_hash, language_slug, country_key)
     select 'bench-alert-' || g || '@example.test', 'unused',
       (array['en-us','zh-cn','zh-tw','ja-jp','es-es','pt-br','ms-my','id-id','tr-tr','ar-ae'])[1 + g % 10], 'ph'
     from generate_series(1, $1::int) g`,
    [seekers],
  );
  await client.query(
    `with bench_users as (select id, row_number() over (order by id) - 1 as k from users where email like 'bench-alert-%'),
     picked as (select j.*, row_number() over () - 1 as n from (select country_key, title, location_id, main_function_id, job_type_id
                 from jobs where status = 'active' order by random() limit $1::int) j),
     shaped as (
       select p.n, p.country_key, p.location_id, p.main_function_id, p.job_type_id,
         case when p.n % 2 = 0 then lower(split_part(p.title, ' ', 1)) else lower(regexp_replace(p.title, '^.*\\s', '')) end as word
       from picked p)
     insert into job_alerts (user_id, country_key, keyword, search, frequency, email, enabled, time_zone, next_due_at, last_digest_at, unsubscribe_nonce, created_at, updated_at)
     select u.id, s.country_key,
       case when s.n % 10 < 7 then s.word end,
       case
         when s.n % 10 < 4 then jsonb_build_object('query', s.word)
         when s.n % 10 < 7 and s.location_id is not null then jsonb_build_object('query', s.word, 'job_locations', s.location_id::text)
         when s.n % 10 < 7 then jsonb_build_object('query', s.word)
         when s.n % 10 < 9 then jsonb_build_object('main_functions', s.main_function_id::text, 'job_types', s.job_type_id::text)
         when s.location_id is not null then jsonb_build_object('job_locations', s.location_id::text)
         else jsonb_build_object('main_functions', s.main_function_id::text)
       end,
       'daily', 'bench-alert-' || u.id || '@example.test', true, 'UTC',
       $2::timestamptz - interval '1 minute', $2::timestamptz - interval '1 day', md5(random()::text), $2::timestamptz - interval '30 days', $2::timestamptz - interval '30 days'
     from shaped s join bench_users u on u.k = s.n % $3::int`,
    [totalAlerts, now.toISOString(), seekers],
  );
  await client.query('vacuum analyze job_alerts');
  return (performance.now() - started) / 1000;
}

/** Every bench alert due again, no digest sent yet, the outbox empty of digests. */
async function resetRun(client, now) {
  await client.query("delete from outbox_messages where template = 'job_alert_digest'");
  await client.query('delete from job_alert_digests');
  await client.query(`update job_alerts set next_due_at = $1::timestamptz - interval '1 minute', last_digest_at = $1::timestamptz - interval '1 day', enabled = true,
      sort = case when id % 100 < $2::int then 'fit' else 'newest' end`, [now.toISOString(), Math.round(fitShare * 100)]);
  await client.query('vacuum analyze job_alerts');
}

const seedSeconds = await seedJobs();
const { openDatabase } = await import('../server/db/client.ts');
const { runDigests } = await import('../server/alerts/digest.ts');
const { outboxMailer } = await import('../server/mail/outbox.ts');
const { createLogger } = await import('../server/logger.ts');
const { webOriginFromPattern } = await import('../server/platform-services.ts');

const setup = new pg.Client({ connectionString: pgUrl });
await setup.connect();
const handles = await Promise.all(Array.from({ length: workers }, () => openDatabase({ url: pgUrl, poolSize: concurrency + 2 })));
await handles[0].migrate();
const now = await runInstant(setup);
const alertSeedSeconds = await seedAlerts(setup, now);
await resetRun(setup, now);

const logger = createLogger('warn');
const webOrigin = webOriginFromPattern('https://{key}.hireloop.example');
console.log(`Running the daily digest of ${totalAlerts} alerts over ${totalJobs} jobs: ${workers} worker(s), ${concurrency} alerts at once each…`);
const started = performance.now();
const outcomes = await Promise.all(
  handles.map((handle) => runDigests({ db: handle.db, logger, mailer: outboxMailer(handle.db, logger), webOrigin, now, concurrency })),
);
const seconds = (performance.now() - started) / 1000;
const total = outcomes.reduce((sum, o) => ({ claimed: sum.claimed + o.claimed, sent: sum.sent + o.sent, empty: sum.empty + o.empty, failed: sum.failed + o.failed }), {
  claimed: 0,
  sent: 0,
  empty: 0,
  failed: 0,
});
const { rows: mailRows } = await setup.query("select count(*)::int as mails, count(distinct recipient)::int as recipients from outbox_messages where template = 'job_alert_digest'");
const { rows: listed } = await setup.query("select coalesce(avg(cardinality(job_ids)), 0)::float as jobs from job_alert_digests where status = 'sent'");
const { rows: dupes } = await setup.query('select count(*)::int as n from (select alert_id from job_alert_digests group by alert_id having count(*) > 1) d');

const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadavg: os.loadavg() },
  jobs: totalJobs,
  alerts: totalAlerts,
  seekers,
  workers,
  concurrency,
  fitShare,
  seedSeconds,
  alertSeedSeconds,
  runSeconds: Number(seconds.toFixed(1)),
  alertsPerSecond: Number((total.claimed / seconds).toFixed(0)),
  outcome: total,
  mails: mailRows[0].mails,
  mailRecipients: mailRows[0].recipients,
  averageJobsPerMail: Number(Number(listed[0].jobs).toFixed(1)),
  alertsWithTwoDigests: dupes[0].n,
};
console.log(JSON.stringify(result, null, 2));
console.log(`\n${total.claimed} alerts in ${seconds.toFixed(1)} s: ${result.alertsPerSecond} alerts/s; ${result.mails} mails (${total.empty} alerts with nothing new).`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${result.date.slice(0, 10)}-alerts-digest${fitShare > 0 ? `-fit${Math.round(fitShare * 100)}` : ''}${totalAlerts === 100_000 ? '' : `-${totalAlerts}`}.json`, `${JSON.stringify(result, null, 2)}\n`);
await setup.end();
await Promise.all(handles.map((handle) => handle.close()));
