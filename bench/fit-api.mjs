// Fit cost benchmark (issue 35 item 1): what fit adds to a search page of 20 cards. Seeds an
// in-memory PGlite database (or, with --database-url, uses an existing PostgreSQL database such as
// the 1M-job hireloop_bench as it is), makes a seeker with a full profile (skills, work,
// education, two preferences, languages), then for each request of a mixed search set asks
// GET /job/search (size 20) and, as the page's idle module does after it, GET /job/fit for those
// 20 ids, through the platform's own Hono app in this process (no network, no web server). Prints
// p50/p95/p99 of the search alone, fit alone and the two together, and with --explain the plan of
// fit's statement; results go to bench/results/.
//
//   node --import tsx bench/fit-api.mjs [--jobs-per-country=2000] [--rounds=15]
//   node --import tsx bench/fit-api.mjs --database-url=postgres://postgres@127.0.0.1:5432/hireloop_bench [--rounds=15] [--explain]
//
// Against an existing database the bench seeker (and everything of theirs, by the users row's
// cascades) is written in one transaction and deleted when the run ends, however it ends; a
// seeker a killed run left behind is deleted by the next run first.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { createSession } from '../server/auth/sessions.ts';
import { openDatabase } from '../server/db/client.ts';
import { educations, jobPreferences, userLanguages, userSkills, users, workExperiences } from '../server/db/schema.ts';
import { createLogger } from '../server/logger.ts';
import { createPlatformServices } from '../server/platform-services.ts';
import { seedDatabase } from '../server/seed/index.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : 'true'];
  }),
);
const jobsPerCountry = Number(args['jobs-per-country'] ?? 2000);
const rounds = Number(args.rounds ?? 15);
const databaseUrl = args['database-url'];
// A seeded database is relative to a fixed instant; an existing one to the real clock.
const now = databaseUrl ? new Date() : new Date('2026-11-01T00:00:00Z');

const started = performance.now();
const handle = databaseUrl ? await openDatabase({ url: databaseUrl, poolSize: 4 }) : await openDatabase({ dataDir: 'memory://' });
let counts = null;
if (!databaseUrl) {
  await handle.migrate();
  counts = await seedDatabase(handle.db, { jobsPerCountry, now, seed: 42 });
}
const seededSeconds = (performance.now() - started) / 1000;
const db = handle.db;
const logger = createLogger('silent');
const app = createApp({ db, logger, services: createPlatformServices({ db, logger, devSurfaces: false }), clock: () => now });

/** Deletes bench seekers (this run's, or one a killed run left): the users row's cascades take their profile and sessions. */
async function removeBenchSeekers() {
  const { rows } = await db.execute(sql`delete from users where email ~ '^fit-bench-[0-9]+-[0-9]+@example\\.test$' returning id`);
  return rows.length;
}
if (databaseUrl) {
  const left = await removeBenchSeekers();
  if (left > 0) console.log(`removed ${left} bench seeker(s) an earlier run left`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      removeBenchSeekers().finally(() => process.exit(130));
    });
  }
}

// A seeker of the Philippines site, with every fact fit reads, written in one transaction.
const [sample] = (await db.execute(sql`select skills, location_id, industry_id, job_type_id, function_title_id from jobs where country_key = 'ph' and status = 'active' and location_id is not null and cardinality(skills) > 0 order by id limit 1`)).rows;
const user = await db.transaction(async (tx) => {
  const [made] = await tx
    .insert(users)
    .values({ email: `fit-bench-${process.pid}-${Date.now()}@example.test`, passwordHash: 'x', firstName: 'Fit', lastName: 'Bench', countryKey: 'ph', xpLvlId: 4, workingSince: '2021-01-01' })
    .returning();
  await tx.insert(userSkills).values(sample.skills.map((value, sort) => ({ userId: made.id, value, sort })));
  await tx.insert(workExperiences).values({ userId: made.id, companyName: 'Acme', jobTitle: 'Engineer', workingPeriodFrom: '2021-01-01', isCurrentlyWorkHere: true });
  await tx.insert(educations).values({ userId: made.id, school: 'University', degreeId: 5, studyPeriodFrom: '2015-06-01', studyPeriodTo: '2019-04-01' });
  for (const workArrangement of ['onsite', 'remote']) {
    await tx.insert(jobPreferences).values({
      userId: made.id, functionJobTitleId: sample.function_title_id, jobTitle: 'Engineer', industryId: sample.industry_id, jobTypeId: sample.job_type_id,
      workArrangement, locationId: workArrangement === 'onsite' ? sample.location_id : null, currency: 'PHP', salaryFrom: 40_000, salaryTo: 80_000,
    });
  }
  await tx.insert(userLanguages).values([1, 11].map((languageId) => ({ userId: made.id, languageId, proficiency: 'fluent' })));
  return made;
});
try {
  const token = await createSession(db, { userId: user.id, kind: 'user', now });
  const headers = { 'Country-Id': '167', 'Language-Id': '1', 'Role-Id': '1', Authorization: `Bearer ${token}` };

  const searches = [
    '', 'query=engineer', 'query=nurse', 'query=sales', `query=manager&job_locations=${sample.location_id}`, 'work_arrangements=remote',
    'sort=2&query=developer', 'page=3', 'query=accountant', 'xp_lvls=3', 'query=customer%20service', 'main_functions=1',
  ];

  async function timed(path) {
    const at = performance.now();
    const response = await app.request(path, { headers });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return { ms: performance.now() - at, body };
  }

  const search = [];
  const fit = [];
  const both = [];
  // The fixed cost of any signed-in request here (session, context, envelope): one small query.
  const baseline = [];
  // One warm-up round, not counted.
  for (let round = -1; round < rounds; round++) {
    for (const query of searches) {
      const a = await timed(`/job/search?size=20&${query}`);
      const ids = a.body.data.jobs.map((job) => job.id);
      if (ids.length === 0) continue;
      const b = await timed(`/job/fit?job_ids=${ids.join(',')}`);
      if (b.body.data.fits.length !== ids.length) throw new Error('fit left out a card');
      const c = await timed('/jobseeker/skills');
      if (round < 0) continue;
      baseline.push(c.ms);
      search.push(a.ms);
      fit.push(b.ms);
      both.push(a.ms + b.ms);
    }
  }

  // Where fit's time goes: the statement alone, and a trivial statement for PGlite's own round trip.
  const { fitStatement, loadFit } = await import('../server/fit/load.ts');
  const { languageBySlug } = await import('../lib/languages.ts');
  const firstIds = (await timed('/job/search?size=20')).body.data.jobs.map((job) => job.id);
  const statement = [];
  const trivial = [];
  for (let i = 0; i < 40; i++) {
    let at = performance.now();
    await loadFit(db, { userId: user.id, jobIds: firstIds, countryKey: 'ph', language: languageBySlug('en-us'), now });
    statement.push(performance.now() - at);
    at = performance.now();
    await db.execute(sql`select 1`);
    trivial.push(performance.now() - at);
  }

  if (args.explain) {
    const plan = await db.execute(sql`explain (analyze, buffers) ${fitStatement({ userId: user.id, jobIds: firstIds, countryKey: 'ph', language: languageBySlug('en-us') })}`);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }

  const pct = (values, p) => {
    const sorted = [...values].sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const line = (name, values) => ({ name, n: values.length, p50: pct(values, 50), p95: pct(values, 95), p99: pct(values, 99) });
  const rows = [
    line('search (20 cards)', search),
    line('fit (20 cards)', fit),
    line('search + fit', both),
    line('fit statement', statement),
    line('GET /jobseeker/skills', baseline),
    line('select 1', trivial),
  ];
  const totalJobs = (await db.execute(sql`select count(*)::int as n from jobs`)).rows[0].n;
  const where = databaseUrl ? `PostgreSQL ${(await db.execute(sql`select current_database() as name`)).rows[0].name}` : `${jobsPerCountry} per country, seeded in ${seededSeconds.toFixed(0)} s, in-memory PGlite`;
  console.log(`${totalJobs} jobs (${where}), in-process app, load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  for (const row of rows) console.log(`  ${row.name.padEnd(18)} n=${row.n}  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`);
  console.log(`fit adds ${(rows[2].p95 - rows[0].p95).toFixed(1)} ms to the search's p95 as its own request (p95 of fit alone ${rows[1].p95.toFixed(1)} ms; of its statement ${rows[3].p95.toFixed(1)} ms)`);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/fit-api-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
  writeFileSync(file, `${JSON.stringify({ totalJobs, database: databaseUrl ? where : 'pglite', jobsPerCountry: databaseUrl ? null : jobsPerCountry, rounds, counts, loadavg: os.loadavg(), rows }, null, 2)}\n`);
  console.log(`written ${file}`);
} finally {
  if (databaseUrl) await removeBenchSeekers();
  await handle.close?.();
}
