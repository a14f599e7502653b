// First-load JavaScript of the companies pages (public pages: budget 150 KB gzip), beside the home
// page for comparison, against a running web and platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/companies-first-load.mjs
import { getWithHost } from './http-get.mjs';
import { host, measurePages, web } from './signed-in-pages.mjs';

// A company page as the list links it (its canonical name slug).
const list = (await getWithHost(`${web}/en-us/companies`, host)).body.toString();
const companyPath = /href="(\/en-us\/company\/[^"?]+)"/.exec(list)?.[1];
if (!companyPath) throw new Error('the companies list links no company');

await measurePages('First-load JavaScript (gzip), companies pages (budget 150 KB)', [
  { name: 'home', path: '/en-us', budgetKb: 150 },
  { name: 'companies list', path: '/en-us/companies', budgetKb: 150 },
  { name: 'companies search', path: '/en-us/companies?query=a&verified=1&sort=name', budgetKb: 150 },
  { name: 'company directory', path: '/en-us/companies/directory', budgetKb: 150 },
  { name: 'company: Culture and life', path: `${companyPath}?tab=culture`, budgetKb: 150 },
  { name: 'company: About', path: `${companyPath}?tab=about`, budgetKb: 150 },
  { name: 'company: Jobs', path: companyPath, budgetKb: 150 },
]);
