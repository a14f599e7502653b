// First-load JavaScript of job pages (public budget 150 KB gzip) with the courses beside the job,
// in English, Japanese and Arabic, and whether the page is cached (ISR) and holds the courses in
// its server HTML, against a running web and platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/job-courses-first-load.mjs
import { getWithHost } from './http-get.mjs';
import { host, measurePages, web } from './signed-in-pages.mjs';

const list = (await getWithHost(`${web}/en-us/jobs-hiring/job-search`, host)).body.toString();
const jobPath = /class="job-card__link"[^>]*href="\/en-us([^"]+)"|href="\/en-us([^"]+)"[^>]*class="job-card__link"/.exec(list)?.slice(1).find(Boolean);
if (!jobPath) throw new Error('the search page links no job');

const languages = ['en-us', 'ja-jp', 'ar-ae'];
await measurePages(
  'First-load JavaScript (gzip), job pages (budget 150 KB)',
  languages.map((language) => ({ name: `job (${language})`, path: `/${language}${jobPath}`, budgetKb: 150 })),
);
for (const language of languages) {
  const page = await getWithHost(`${web}/${language}${jobPath}`, host);
  const cards = (page.body.toString().match(/class="course-card"/g) ?? []).length;
  console.info(`  ${language}: Cache-Control "${page.headers['cache-control']}", ${cards} course cards in the server HTML`);
}
