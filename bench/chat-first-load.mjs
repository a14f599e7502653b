// First-load JavaScript of the signed-in chat pages (budget 250 KB gzip), and of home signed in
// (the header's unread count must not add to it; budget 150 KB), against a running web and platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/chat-first-load.mjs
// A seeker is registered on the platform; the pages are fetched with its session cookie.
import { firstLoadJs } from './first-load-js.mjs';
import { getWithHost } from './http-get.mjs';

const web = process.env.WEB ?? 'http://127.0.0.1:3000';
const platform = process.env.PLATFORM ?? 'http://127.0.0.1:4000';
const host = `ph.localhost:${new URL(web).port || 80}`;
for (const url of [web, platform]) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname)) throw new Error(`Loopback only: ${url}`);
}
const headers = { 'Content-Type': 'application/json', 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };

async function call(path, init = {}) {
  const response = await fetch(`${platform}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path}: ${response.status} ${body.code} ${body.message}`);
  return body.data;
}

const account = await call('/auth/register', {
  method: 'POST',
  body: JSON.stringify({
    email: `bench-chat-${Date.now()}@example.test`,
    password: 'correct-horse-42',
    first_name: 'Bench',
    last_name: 'Seeker',
    terms_and_condition: 1,
    country_key: 'ph',
    source: 'web',
  }),
});
const { session_id: token, is_profile_update_required: _required, ...user } = account;
const auth = { Authorization: `Bearer ${token}` };
const search = await call('/job/search?size=5&sort=1&facets=0');
const jobId = search.jobs[0].id;
const started = await call('/chat/chats', { method: 'POST', headers: auth, body: JSON.stringify({ job_id: jobId }) });
const cookie = { cookie: `sessionid=${token}; user=${encodeURIComponent(JSON.stringify(user))}` };

const pages = [
  { name: 'chat list (ph, en-us)', path: '/en-us/chat', headers: cookie, budgetKb: 250 },
  { name: 'conversation (ph, en-us)', path: `/en-us/chat/${started.chat.id}`, headers: cookie, budgetKb: 250 },
  { name: 'common phrases', path: '/en-us/settings/common-phrases', headers: cookie, budgetKb: 250 },
  { name: 'home, signed in', path: '/en-us', headers: cookie, budgetKb: 150 },
];
// The job page, signed out, as most visitors see it: "Chat now" must not add to its first load.
const searchHtml = (await getWithHost(`${web}/en-us/jobs-hiring/job-search`, host)).body.toString();
const jobPath = /class="job-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="job-card__link"/.exec(searchHtml)?.slice(1).find(Boolean);
if (jobPath) pages.push({ name: 'job (ph, en-us)', path: jobPath, headers: {}, budgetKb: 150 });
pages.push({ name: 'home, signed out', path: '/en-us', headers: {}, budgetKb: 150 });

console.info('First-load JavaScript (gzip), signed-in chat pages');
for (const page of pages) {
  await getWithHost(`${web}${page.path}`, host, page.headers);
  const figures = await firstLoadJs(`${web}${page.path}`, host, page.headers);
  console.info(`  ${page.name.padEnd(26)} ${figures.gzipKb.toFixed(1)} KB gzip (${figures.rawKb.toFixed(1)} KB raw, ${figures.scripts} scripts) / budget ${page.budgetKb} KB`);
}
