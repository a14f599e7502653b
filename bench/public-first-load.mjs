// First-load JavaScript (gzip) of the public pages with a 150 KB budget (home, search, job,
// company, companies, the onsite list), for a signed-out and a signed-in visitor, and of the
// complete-profile page (signed in, 200 KB), against a running web and platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/public-first-load.mjs
// Scripts are counted as in bench/first-load-js.mjs. `CHUNKS=1` lists each page's scripts by size.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from './first-load-js.mjs';
import { getWithHost } from './http-get.mjs';
import { host, seekerWithChat, web } from './signed-in-pages.mjs';

// A search that lists jobs on any seed size, and a job page as its first card links it.
const searchPath = process.env.SEARCH_PATH ?? '/en-us/jobs-hiring/job-search';
const searchHtml = (await getWithHost(`${web}${searchPath}`, host)).body.toString();
const jobPath = /href="(\/en-us\/job\/[^"?]+)"/.exec(searchHtml)?.[1];
if (!jobPath) throw new Error('the search page listed no job');
const list = (await getWithHost(`${web}/en-us/companies`, host)).body.toString();
const companyPath = /href="(\/en-us\/company\/[^"?]+)"/.exec(list)?.[1];
if (!companyPath) throw new Error('the companies list links no company');

const { cookie } = await seekerWithChat('public');
const publicPages = [
  { name: 'home', path: '/en-us' },
  { name: 'search', path: searchPath },
  { name: 'job', path: jobPath },
  { name: 'company', path: companyPath },
  { name: 'companies', path: '/en-us/companies' },
  { name: 'onsite list', path: '/en-us/onsite-job' },
];
const pages = [
  ...publicPages.map((page) => ({ ...page, name: `${page.name}, signed out`, headers: {}, budgetKb: 150 })),
  ...publicPages.map((page) => ({ ...page, name: `${page.name}, signed in`, headers: cookie, budgetKb: 150 })),
  { name: 'complete profile, signed in', path: '/en-us/jobseeker-complete-profile', headers: cookie, budgetKb: 200 },
];

const results = [];
for (const page of pages) {
  const answer = await getWithHost(`${web}${page.path}`, host, page.headers);
  if (answer.status !== 200) throw new Error(`${page.name}: ${page.path} answered ${answer.status}`);
  const figures = await firstLoadJs(`${web}${page.path}`, host, page.headers);
  const over = figures.gzipKb > page.budgetKb ? '  OVER' : '';
  console.info(`  ${page.name.padEnd(30)} ${figures.gzipKb.toFixed(1).padStart(6)} KB gzip (${figures.scripts} scripts) / budget ${page.budgetKb} KB${over}`);
  results.push({ name: page.name, path: page.path, budgetKb: page.budgetKb, ...figures });
  if (process.env.CHUNKS) {
    const html = answer.body.toString();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
    const sizes = [];
    for (const src of sources) {
      const { body } = await getWithHost(new URL(src, web).toString(), host);
      sizes.push([gzipSync(body, { level: 6 }).length / 1024, src]);
    }
    for (const [kb, src] of sizes.sort((a, b) => b[0] - a[0])) console.info(`      ${kb.toFixed(1).padStart(6)} KB ${src}`);
  }
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/public-first-load-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
writeFileSync(file, `${JSON.stringify({ web, at: new Date().toISOString(), results }, null, 2)}\n`);
console.info(`Written to ${file}`);
