// Search quality benchmark: a judged query set made from the seed's own vocabulary, run against
// the search engine on a freshly seeded database, printing recall, precision@20, precision@10 and
// NDCG@10 per language (targets, issue 32: recall ≥ 0.97 and precision@20 ≥ 0.95 in every
// language). In-process, no network.
//
//   node --import tsx bench/search-quality.mjs [--jobs-per-country=300] [--per-language=12] [--verbose]
//
// The judgments come from the seed's metadata, never from the engine: a query made from a job
// title's label should find the open jobs of that function title, one made from a main
// function's label the jobs of that main function, and one with a place the jobs of that title
// there. Queries are written in the page's language on the sites where people read it; jobs are
// in the country's language or English, so many queries cross languages (see
// bench/search-quality-set.mjs for how each kind is made).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { countryByKey } from '../lib/countries.ts';
import { languageBySlug } from '../lib/languages.ts';
import { openDatabase } from '../server/db/client.ts';
import { searchJobs } from '../server/search/search-jobs.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { judgedQueries } from './search-quality-set.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const jobsPerCountry = Number(args['jobs-per-country'] ?? 300);
const perLanguage = Number(args['per-language'] ?? 12);
const now = new Date('2026-11-01T00:00:00Z');
const pageSize = 100;
/** A query whose results run past this many pages is cut there (recall counts what was read). */
const maxPages = 20;

const started = performance.now();
const handle = await openDatabase({ dataDir: 'memory://' });
await handle.migrate();
await seedDatabase(handle.db, { jobsPerCountry, now, seed: 42 });
const seededSeconds = (performance.now() - started) / 1000;
console.log(`Seeded ${jobsPerCountry} jobs per country in ${seededSeconds.toFixed(0)} s.`);

const queries = await judgedQueries(handle.db, { now, perLanguage });

async function allResults(query) {
  const ids = [];
  for (let page = 1; page <= maxPages; page++) {
    const result = await searchJobs(handle.db, {
      country: countryByKey(query.country),
      language: languageBySlug(query.language),
      query: { query: query.text, page, size: pageSize, facets: false },
      now,
    });
    ids.push(...result.jobs.map((job) => job.id));
    if (result.jobs.length < pageSize) break;
  }
  return ids;
}

function judge(ids, relevant) {
  const top = ids.slice(0, 10);
  const hits = top.map((id) => (relevant.has(id) ? 1 : 0));
  const dcg = hits.reduce((sum, hit, i) => sum + hit / Math.log2(i + 2), 0);
  const ideal = Math.min(10, relevant.size);
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  const found = ids.filter((id) => relevant.has(id)).length;
  const ideal20 = Math.min(20, relevant.size);
  return {
    // The first 20: what a results page shows above the fold and the outside check counted.
    precision20: ideal20 > 0 ? ids.slice(0, 20).filter((id) => relevant.has(id)).length / ideal20 : 0,
    recall: found / relevant.size,
    // Out of what the first page could hold: a title with 3 jobs has at most 3 relevant in the top 10.
    precision10: hits.reduce((a, b) => a + b, 0) / ideal,
    ndcg10: idcg > 0 ? dcg / idcg : 0,
  };
}

const rows = [];
for (const query of queries) {
  const ids = await allResults(query);
  const scores = judge(ids, query.relevant);
  rows.push({ ...query, relevant: query.relevant.size, results: ids.length, ...scores });
  if (args.verbose || scores.recall < 0.97 || scores.precision20 < 0.95) {
    console.log(
      `${query.language} ${query.country} ${query.kind} "${query.text}": ${ids.length} results, ${query.relevant.size} relevant, recall ${scores.recall.toFixed(2)}, P@20 ${scores.precision20.toFixed(2)}, P@10 ${scores.precision10.toFixed(2)}, NDCG@10 ${scores.ndcg10.toFixed(2)}`,
    );
  }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const byLanguage = {};
for (const row of rows) {
  byLanguage[row.language] ??= [];
  byLanguage[row.language].push(row);
}
const table = Object.fromEntries(
  Object.entries(byLanguage).map(([language, list]) => [
    language,
    {
      queries: list.length,
      recall: Number(mean(list.map((r) => r.recall)).toFixed(3)),
      'precision@20': Number(mean(list.map((r) => r.precision20)).toFixed(3)),
      'precision@10': Number(mean(list.map((r) => r.precision10)).toFixed(3)),
      'ndcg@10': Number(mean(list.map((r) => r.ndcg10)).toFixed(3)),
    },
  ]),
);
table.all = {
  queries: rows.length,
  recall: Number(mean(rows.map((r) => r.recall)).toFixed(3)),
  'precision@20': Number(mean(rows.map((r) => r.precision20)).toFixed(3)),
  'precision@10': Number(mean(rows.map((r) => r.precision10)).toFixed(3)),
  'ndcg@10': Number(mean(rows.map((r) => r.ndcg10)).toFixed(3)),
};
console.table(table);
// Issue 32's targets: recall ≥ 0.97 and precision of the first 20 ≥ 0.95 in every language.
const failing = Object.entries(table).filter(([name, t]) => name !== 'all' && (t.recall < 0.97 || t['precision@20'] < 0.95));
console.log(failing.length === 0 ? 'Every language meets recall ≥ 0.97 and precision@20 ≥ 0.95.' : `Below target: ${failing.map(([n]) => n).join(', ')}`);

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/search-quality-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ jobsPerCountry, seededSeconds, load: os.loadavg()[0], table, queries: rows.map(({ relevant, ...r }) => ({ ...r, relevant })) }, null, 2)}\n`,
);
console.log(`Written to ${file}`);
await handle.close();
