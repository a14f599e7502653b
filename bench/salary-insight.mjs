// Salary insight cost (issue 35 item 2; docs/decisions/0075, 0081) against an existing PostgreSQL
// database such as the 1M-job hireloop_bench, read only. For sites with salaries in their own
// currency, takes the titles with the most open jobs and, for each, its busiest city: asks
// `salaryInsight` for the title in the city and in the whole country (what the job page and the
// salary pages ask), `rounds` times each, then `salaryPages` (the sitemap's list) per site.
// Prints p50/p95/p99; with --explain, the plan of the insight's statement for the busiest pair.
//
//   node --import tsx bench/salary-insight.mjs --database-url=postgres://postgres@127.0.0.1:5432/hireloop_bench [--rounds=5] [--titles=8] [--explain]
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { countryByKey } from '../lib/countries.ts';
import { languageBySlug } from '../lib/languages.ts';
import { openDatabase } from '../server/db/client.ts';
import { countedJobsSql, salaryInsight, salaryPages } from '../server/salary/insight.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.length > 0 ? value.join('=') : 'true'];
  }),
);
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (an existing, seeded database; nothing is written)');
const rounds = Number(args.rounds ?? 5);
const titlesPerSite = Number(args.titles ?? 8);
const sites = (args.sites ?? 'ph,jp,ae,us,in,br').split(',');
const now = new Date();
const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
const db = handle.db;

const pct = (values, p) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const line = (name, values) =>
  `  ${name.padEnd(26)} n=${String(values.length).padStart(3)}  p50 ${pct(values, 50).toFixed(1)} ms  p95 ${pct(values, 95).toFixed(1)} ms  p99 ${pct(values, 99).toFixed(1)} ms`;

const inCity = [];
const inCountry = [];
const pages = [];
let explained = false;
try {
  for (const key of sites) {
    const country = countryByKey(key);
    const language = languageBySlug(country.seoLanguage);
    // The site's busiest titles and each one's busiest city (open jobs): the pages people reach most.
    const { rows: pairs } = await db.execute(sql`select function_title_id as title, (
        select j2.location_id from jobs j2 where j2.country_key = ${key} and j2.status = 'active' and j2.function_title_id = t.function_title_id and j2.location_id is not null
        group by 1 order by count(*) desc limit 1) as location
      from (select function_title_id, count(*) as n from jobs where country_key = ${key} and status = 'active' group by 1 order by n desc limit ${titlesPerSite}) t`);
    for (let round = -1; round < rounds; round++) {
      for (const pair of pairs) {
        let at = performance.now();
        const city = await salaryInsight(db, { country, language, now, titleId: Number(pair.title), locationId: Number(pair.location) });
        const cityMs = performance.now() - at;
        at = performance.now();
        const whole = await salaryInsight(db, { country, language, now, titleId: Number(pair.title) });
        const countryMs = performance.now() - at;
        if (!city || !whole) throw new Error(`${key}: no insight for title ${pair.title}`);
        if (round < 0) continue;
        inCity.push(cityMs);
        inCountry.push(countryMs);
      }
    }
    const at = performance.now();
    await salaryPages(db, country, now);
    pages.push(performance.now() - at);
    if (args.explain && !explained && pairs[0]) {
      explained = true;
      const plan = await db.execute(sql`explain (analyze, buffers) select (coalesce(j.monthly_salary_from, j.monthly_salary_to) + coalesce(j.monthly_salary_to, j.monthly_salary_from)) / 2.0 as monthly, j.salary_type, j.posted_at
        from jobs j where ${countedJobsSql(key, country.currency, now)} and j.function_title_id = ${Number(pairs[0].title)}`);
      console.log(`plan of the insight for ${key}, title ${pairs[0].title}, whole country:`);
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }
  const { rows } = await db.execute(sql`select count(*)::int as n, current_database() as name from jobs`);
  console.log(`${rows[0].n} jobs (PostgreSQL ${rows[0].name}), sites ${sites.join(' ')}, ${titlesPerSite} titles each, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  console.log(line('insight, title in city', inCity));
  console.log(line('insight, title in country', inCountry));
  console.log(line('salary pages (sitemap)', pages));
} finally {
  await handle.close?.();
}
