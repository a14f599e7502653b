// First-load JavaScript of the signed-in pages that show interviews (budget 250 KB gzip): My
// Jobs → Interviews and a conversation holding an invitation card, against a running web and
// platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/interviews-first-load.mjs
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
    email: `bench-interviews-${Date.now()}@example.test`,
    password: 'correct-horse-42',
    first_name: 'Bench',
    last_name: 'Seeker',
    terms_and_condition: 1,
    country_key: 'ph',
    source: 'web',
  }),
});
const { session_id: token, is_profile_update_required: _required, ...user } = account;
const job = (await call('/job/search?size=5&sort=1&facets=0')).jobs[0];
const started = await call('/chat/chats', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: JSON.stringify({ job_id: job.id }) });
const detail = await call(`/job/${job.id}`);
const recruiter = await call('/auth/recruiters/login', {
  method: 'POST',
  headers: { 'Role-Id': '2' },
  body: JSON.stringify({ email: `recruiter-${detail.recruiter.id}@recruiters.hireloop.localhost`, password: process.env.DEV_RECRUITER_PASSWORD ?? 'recruit-dev-1234' }),
});
await call(`/interview/recruiter/chats/${started.chat.id}/interviews`, {
  method: 'POST',
  headers: { 'Role-Id': '2', Authorization: `Bearer ${recruiter.session_id}` },
  body: JSON.stringify({
    times: [new Date(Date.now() + 26 * 3_600_000).toISOString()],
    time_zone: 'Asia/Manila',
    mode: 'in_person',
    address: 'Makati',
    contact_name: 'Rita',
    contact_phone: '+639171234567',
  }),
});
const cookie = { cookie: `sessionid=${token}; user=${encodeURIComponent(JSON.stringify(user))}` };
const pages = [
  { name: 'My Jobs → Interviews', path: '/en-us/my-jobs?tab=interviews' },
  { name: 'My Jobs → Applied', path: '/en-us/my-jobs?tab=applied' },
  { name: 'conversation with a card', path: `/en-us/chat/${started.chat.id}` },
];
console.info('First-load JavaScript (gzip), signed-in interview pages (budget 250 KB)');
for (const page of pages) {
  await getWithHost(`${web}${page.path}`, host, cookie);
  const figures = await firstLoadJs(`${web}${page.path}`, host, cookie);
  console.info(`  ${page.name.padEnd(26)} ${figures.gzipKb.toFixed(1)} KB gzip (${figures.rawKb.toFixed(1)} KB raw, ${figures.scripts} scripts)`);
}
