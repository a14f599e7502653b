// Fit cost benchmark (issue 35 item 1): what fit adds to a search page of 20 cards. Seeds an
// in-memory PGlite database, makes a seeker with a full profile (skills, work, education, two
// preferences, languages), then for each request of a mixed search set asks GET /job/search
// (size 20) and, as the page's idle module does after it, GET /job/fit for those 20 ids, through
// the platform's own Hono app in this process (no network, no web server). Prints p50/p95/p99 of
// the search alone, fit alone and the two together; results go to bench/results/.
//
//   node --import tsx bench/fit-api.mjs [--jobs-per-country=2000] [--rounds=15]
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
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const jobsPerCountry = Number(args['jobs-per-country'] ?? 2000);
const rounds = Number(args.rounds ?? 15);
const now = new Date('2026-11-01T00:00:00Z');

const started = performance.now();
const handle = await openDatabase({ dataDir: 'memory://' });
await handle.migrate();
const counts = await seedDatabase(handle.db, { jobsPerCountry, now, seed: 42 });
const seededSeconds = (performance.now() - started) / 1000;
const db = handle.db;
const logger = createLogger('silent');
const app = createApp({ db, logger, services: createPlatformServices({ db, logger, devSurfaces: false }), clock: () => now });

// A seeker of the Philippines site, with every fact fit reads.
const [user] = await db
  .insert(users)
  .values({ email: 'fit-bench@example.test', passwordHash: 'x', firstName: 'Fit', lastName: 'Bench', countryKey: 'ph', xpLvlId: 4, workingSince: '2021-01-01' })
  .returning();
const [sample] = (await db.execute(sql`select skills, location_id, industry_id, job_type_id, function_title_id from jobs where country_key = 'ph' and status = 'active' and location_id is not null order by id limit 1`)).rows;
await db.insert(userSkills).values(sample.skills.map((value, sort) => ({ userId: user.id, value, sort })));
await db.insert(workExperiences).values({ userId: user.id, companyName: 'Acme', jobTitle: 'Engineer', workingPeriodFrom: '2021-01-01', isCurrentlyWorkHere: true });
await db.insert(educations).values({ userId: user.id, school: 'University', degreeId: 5, studyPeriodFrom: '2015-06-01', studyPeriodTo: '2019-04-01' });
for (const workArrangement of ['onsite', 'remote']) {
  await db.insert(jobPreferences).values({
    userId: user.id, functionJobTitleId: sample.function_title_id, jobTitle: 'Engineer', industryId: sample.industry_id, jobTypeId: sample.job_type_id,
    workArrangement, locationId: workArrangement === 'onsite' ? sample.location_id : null, currency: 'PHP', salaryFrom: 40_000, salaryTo: 80_000,
  });
}
await db.insert(userLanguages).values([1, 11].map((languageId) => ({ userId: user.id, languageId, proficiency: 'fluent' })));
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
const { loadFit } = await import('../server/fit/load.ts');
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
console.log(`${totalJobs} jobs (${jobsPerCountry} per country, seeded in ${seededSeconds.toFixed(0)} s), in-memory PGlite, in-process app, load ${os.loadavg()[0].toFixed(1)}`);
for (const row of rows) console.log(`  ${row.name.padEnd(18)} n=${row.n}  p50 ${row.p50.toFixed(1)} ms  p95 ${row.p95.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`);
console.log(`fit adds ${(rows[2].p95 - rows[0].p95).toFixed(1)} ms to the search's p95 as its own request (p95 of fit alone ${rows[1].p95.toFixed(1)} ms; of its statement ${rows[3].p95.toFixed(1)} ms)`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/fit-api-${new Date().toISOString().slice(0, 16).replace(':', '-')}.json`;
writeFileSync(file, `${JSON.stringify({ totalJobs, jobsPerCountry, rounds, counts, loadavg: os.loadavg(), rows }, null, 2)}\n`);
console.log(`written ${file}`);
await handle.close?.();
