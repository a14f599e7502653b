// Recommendation relevance: over a set of seeded seekers, each with one on-site job preference,
// the share of the top 10 recommended jobs (GET /recommend/jobs-for-you, the home's "Recommended
// for you") whose job function is the preference's (target ≥ 8 of 10). In-process, no network.
//
//   node --import tsx bench/recommendations.mjs [--jobs-per-country=300] [--titles=4] [--verbose]
//
// The judgments come from the seed's taxonomy, never from the recommender: a job matches when its
// job function (the taxonomy's second level: "Field sales", "Therapy and rehabilitation") is the
// one the preferred job title sits under; the main function (Sales, Healthcare) is reported too.
// Seekers: in each of 12 country sites, the job titles with most open jobs in several main
// functions (Sales always among them), each twice: once chosen from the taxonomy (the title's
// id) and once typed as free text in the site's language (no id). Empty places in the top 10
// count as misses.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { countryByKey } from '../lib/countries.ts';
import { languageBySlug } from '../lib/languages.ts';
import { openDatabase } from '../server/db/client.ts';
import { jobPreferences, users } from '../server/db/schema.ts';
import { jobsForYou } from '../server/domain/jobs-for-you.ts';
import { seedDatabase } from '../server/seed/index.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const jobsPerCountry = Number(args['jobs-per-country'] ?? 300);
const titlesPerCountry = Number(args.titles ?? 4);
const countries = ['ph', 'sg', 'id', 'jp', 'my', 'tw', 'tr', 'us', 'br', 'ae', 'in', 'com'];
const now = new Date('2026-11-01T00:00:00Z');
const top = 10;
const salesMain = 100;

const started = performance.now();
const handle = await openDatabase({ dataDir: 'memory://' });
await handle.migrate();
await seedDatabase(handle.db, { jobsPerCountry, now, seed: 42, countries });
console.log(`Seeded ${jobsPerCountry} jobs per country in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

const taxonomy = new Map(
  (await handle.db.execute(sql`select id, level, parent_id, labels from job_functions`)).rows.map((row) => [Number(row.id), row]),
);
const parentOf = (id) => Number(taxonomy.get(id)?.parent_id ?? 0);

/** The titles a country's seekers prefer: the busiest title of each of a spread of main functions. */
async function preferredTitles(countryKey) {
  const rows = (
    await handle.db.execute(sql`
      select j.main_function_id as main, j.function_title_id as title, count(*)::int as n from jobs j
      where j.country_key = ${countryKey} and j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
        and j.work_arrangement in ('onsite', 'hybrid')
      group by j.main_function_id, j.function_title_id
      order by n desc, j.function_title_id`)
  ).rows;
  const busiest = new Map();
  for (const row of rows) if (!busiest.has(Number(row.main))) busiest.set(Number(row.main), Number(row.title));
  const mains = [...busiest.keys()].sort((a, b) => a - b);
  const chosen = [busiest.get(salesMain)].filter(Boolean);
  const stride = Math.max(1, Math.floor(mains.length / titlesPerCountry));
  for (let i = 0; chosen.length < titlesPerCountry && i < mains.length; i += stride) {
    const title = busiest.get(mains[i]);
    if (!chosen.includes(title)) chosen.push(title);
  }
  return chosen;
}

let sequence = 0;
async function seekerWith(countryKey, titleId, typed) {
  sequence += 1;
  const country = countryByKey(countryKey);
  const language = languageBySlug(country.seoLanguage);
  const [user] = await handle.db
    .insert(users)
    .values({ email: `bench-seeker-${sequence}@example.test`, passwordHash: 'unused', countryKey, languageSlug: language.slug })
    .returning({ id: users.id });
  const labels = taxonomy.get(titleId).labels;
  await handle.db.insert(jobPreferences).values({
    userId: user.id,
    functionJobTitleId: typed ? null : titleId,
    jobTitle: labels[language.code] ?? labels.en,
    industryId: 1,
    jobTypeId: 1,
    workArrangement: 'onsite',
    locationId: null,
    currency: country.currency,
    salaryFrom: 0,
    salaryTo: 1_000_000,
  });
  return { userId: user.id, country, language, jobTitle: labels[language.code] ?? labels.en };
}

const rows = [];
for (const countryKey of countries) {
  for (const titleId of await preferredTitles(countryKey)) {
    for (const typed of [false, true]) {
      const seeker = await seekerWith(countryKey, titleId, typed);
      const result = await jobsForYou(handle.db, {
        userId: seeker.userId,
        country: seeker.country,
        language: seeker.language,
        arrangement: 'onsite',
        size: top,
        now,
      });
      const jobs = result.jobs.slice(0, top);
      const fn = parentOf(titleId);
      const main = parentOf(fn);
      const sameFunction = jobs.filter((job) => parentOf(job.function_title?.id ?? 0) === fn).length;
      const sameMain = jobs.filter((job) => parentOf(parentOf(job.function_title?.id ?? 0)) === main).length;
      const row = { country: countryKey, title: seeker.jobTitle, main, kind: typed ? 'typed' : 'taxonomy', results: jobs.length, sameFunction, sameMain };
      rows.push(row);
      if (args.verbose || sameFunction < 8) {
        console.log(`${countryKey} ${row.kind} "${row.title}": ${jobs.length} results, ${sameFunction}/10 same job function, ${sameMain}/10 same main function`);
      }
    }
  }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const summary = (list) => ({
  seekers: list.length,
  'same job function in top 10': Number(mean(list.map((r) => r.sameFunction)).toFixed(2)),
  'same main function in top 10': Number(mean(list.map((r) => r.sameMain)).toFixed(2)),
  'seekers at ≥ 8 of 10': list.filter((r) => r.sameFunction >= 8).length,
  'mean results': Number(mean(list.map((r) => r.results)).toFixed(2)),
});
const table = {
  all: summary(rows),
  taxonomy: summary(rows.filter((r) => r.kind === 'taxonomy')),
  typed: summary(rows.filter((r) => r.kind === 'typed')),
  sales: summary(rows.filter((r) => r.main === salesMain)),
};
console.table(table);

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().slice(0, 10)}-recommendations-${jobsPerCountry}.json`;
writeFileSync(
  file,
  JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, jobsPerCountry, table, rows }, null, 2),
);
console.log(`Wrote ${file}`);
await handle.close();
