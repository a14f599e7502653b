// First-load JavaScript (gzip) of get-started (budget 160 KB) and of every signed-in page (budget
// 200 KB), with home and the job page signed in for comparison (150 KB), against a running web and
// platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/signed-in-first-load.mjs
// A seeker is registered on the platform with a chat about a job; the signed-in pages are fetched
// with its session cookie. A page that does not answer 200 is an error, not a figure (a redirect
// to get-started would measure get-started). `CHUNKS=1` lists each page's scripts by size.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from './first-load-js.mjs';
import { getWithHost } from './http-get.mjs';
import { host, seekerWithChat, web } from './signed-in-pages.mjs';

const { chatId, cookie } = await seekerWithChat('budget');
const signedIn = 200;
const sgHost = host.replace(/^ph\./, 'sg.');
const pages = [
  { name: 'get-started (signed out)', path: '/en-us/get-started', headers: {}, budgetKb: 160 },
  { name: 'get-started, ar-ae (signed out)', path: '/ar-ae/get-started', headers: {}, budgetKb: 160 },
  { name: 'chat list', path: '/en-us/chat', budgetKb: signedIn },
  { name: 'conversation', path: `/en-us/chat/${chatId}`, budgetKb: signedIn },
  { name: 'My Jobs → Saved', path: '/en-us/my-jobs?tab=saved', budgetKb: signedIn },
  { name: 'My Jobs → Applied', path: '/en-us/my-jobs?tab=applied', budgetKb: signedIn },
  { name: 'My Jobs → Interviews', path: '/en-us/my-jobs?tab=interviews', budgetKb: signedIn },
  { name: 'manage-profile', path: '/en-us/manage-profile', budgetKb: signedIn },
  { name: 'complete profile, step 1', path: '/en-us/jobseeker-complete-profile', budgetKb: signedIn },
  { name: 'complete profile, step 10', path: '/en-us/jobseeker-complete-profile/10', budgetKb: signedIn },
  { name: 'complete profile, step 1101', path: '/en-us/jobseeker-complete-profile/1101', budgetKb: signedIn },
  { name: 'complete profile, step 3', path: '/en-us/jobseeker-complete-profile/3', budgetKb: signedIn },
  { name: 'complete profile, step 4', path: '/en-us/jobseeker-complete-profile/4', budgetKb: signedIn },
  { name: 'notifications', path: '/en-us/notifications', budgetKb: signedIn },
  { name: 'settings', path: '/en-us/settings', budgetKb: signedIn },
  { name: 'settings → notifications', path: '/en-us/settings/notifications', budgetKb: signedIn },
  { name: 'settings → blocked companies', path: '/en-us/settings/blocked-companies', budgetKb: signedIn },
  { name: 'settings → job alerts', path: '/en-us/settings/job-alerts', budgetKb: signedIn },
  { name: 'settings → common phrases', path: '/en-us/settings/common-phrases', budgetKb: signedIn },
  { name: 'settings → greeting messages', path: '/en-us/settings/greeting-messages', budgetKb: signedIn },
  { name: 'job alerts → create', path: '/en-us/job-alerts/create', budgetKb: signedIn },
  // Singapore's site only (platform spec: Singpass), so on its host.
  { name: 'identity verification (sg)', path: '/en-us/identity-verification', host: sgHost, budgetKb: signedIn },
  { name: 'verify email', path: '/en-us/verify-email', budgetKb: signedIn },
  { name: 'QR login confirm', path: '/en-us/qr-login', budgetKb: signedIn },
  { name: 'onsite jobs (signed in)', path: '/en-us/onsite-job', budgetKb: 150 },
  { name: 'home (signed in)', path: '/en-us', budgetKb: 150 },
];

const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const results = [];
console.info(`First-load JavaScript (gzip) against ${web}`);
for (const page of pages) {
  if (only && !only.test(page.name) && !only.test(page.path)) continue;
  const headers = page.headers ?? cookie;
  const pageHost = page.host ?? host;
  const answer = await getWithHost(`${web}${page.path}`, pageHost, headers);
  if (answer.status !== 200) {
    console.info(`  ${page.name.padEnd(34)} HTTP ${answer.status} ${answer.headers.location ?? ''}`);
    results.push({ name: page.name, path: page.path, host: pageHost, budgetKb: page.budgetKb, status: answer.status });
    continue;
  }
  const figures = await firstLoadJs(`${web}${page.path}`, pageHost, headers);
  const over = figures.gzipKb > page.budgetKb ? '  OVER' : '';
  console.info(`  ${page.name.padEnd(34)} ${figures.gzipKb.toFixed(1).padStart(6)} KB gzip (${figures.scripts} scripts) / budget ${page.budgetKb} KB${over}`);
  results.push({ name: page.name, path: page.path, host: pageHost, budgetKb: page.budgetKb, ...figures });
  if (process.env.CHUNKS) {
    const html = answer.body.toString();
    const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
    const sizes = [];
    for (const src of sources) {
      const { body } = await getWithHost(new URL(src, web).toString(), pageHost);
      sizes.push([gzipSync(body, { level: 6 }).length / 1024, src]);
    }
    for (const [kb, src] of sizes.sort((a, b) => b[0] - a[0])) console.info(`      ${kb.toFixed(1).padStart(6)} KB ${src}`);
  }
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/signed-in-first-load-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
writeFileSync(file, `${JSON.stringify({ web, at: new Date().toISOString(), results }, null, 2)}\n`);
console.info(`Written to ${file}`);
