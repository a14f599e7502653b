// First byte of a streamed AI career summary (built-in writer) as a browser gets it: through the
// web's same-origin /api rewrite to the platform, and straight from the platform for comparison;
// with how many pieces arrive before the end. Then manage-profile's first-load JavaScript (the
// AI writer and the resume analysis live there; signed-in budget 250 KB gzip). Loopback only:
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/ai-first-byte.mjs
import http from 'node:http';
import { call, host, measurePages, platform, web } from './signed-in-pages.mjs';

const account = await call('/auth/register', {
  method: 'POST',
  body: JSON.stringify({ email: `bench-ai-${Date.now()}@example.test`, password: 'correct-horse-42', first_name: 'Bench', last_name: 'Writer', terms_and_condition: 1, country_key: 'ph', source: 'web' }),
});
const { session_id: token, is_profile_update_required: _required, ...user } = account;
const auth = { headers: { Authorization: `Bearer ${token}` } };
await call('/jobseeker/job-preferences/create', {
  ...auth,
  method: 'POST',
  body: JSON.stringify({ job_title: 'Support Team Lead', industry_id: 1, job_type_id: 1, work_arrangement: 'remote', work_timezone: 'UTC+08:00', currency: 'usd', salary_from: 800, salary_to: 1200, work_language_id: 1 }),
});
await call('/jobseeker/work-experiences/create', {
  ...auth,
  method: 'POST',
  body: JSON.stringify({ company_name: 'Acme Outsourcing', job_title: 'Support Agent', working_period_from: '2019-03', is_currently_work_here: true, description: 'Kept customer satisfaction at 94%.' }),
});
const cookie = `sessionid=${token}; user=${encodeURIComponent(JSON.stringify(user))}`;

/** One streamed write: ms to the first byte, ms to the end, and the network chunks that carried it. */
function streamOnce(base, viaWeb) {
  const url = new URL(viaWeb ? '/api/aicv/ai_writing/career_summary' : '/aicv/ai_writing/career_summary', base);
  const headers = { 'Content-Type': 'application/json', 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };
  if (viaWeb) Object.assign(headers, { host, cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
  else headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${url.pathname}: ${response.statusCode}`));
      let first = null;
      let chunks = 0;
      let text = '';
      response.on('data', (chunk) => {
        first ??= performance.now() - started;
        chunks += 1;
        text += chunk;
      });
      response.on('end', () => {
        if (!text.includes('"type":"done"')) return reject(new Error(`no done event: ${text.slice(0, 200)}`));
        resolve({ first, total: performance.now() - started, chunks });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify({ stream: true }));
  });
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
// The AICV query limit is 20 writes a day per seeker: one warm-up, then 8 each way.
await streamOnce(web, true);
for (const [label, base, viaWeb] of [
  ['through the web (/api rewrite)', web, true],
  ['straight from the platform', platform, false],
]) {
  const runs = [];
  for (let i = 0; i < 8; i++) runs.push(await streamOnce(base, viaWeb));
  const firsts = runs.map((run) => run.first);
  console.info(
    `First byte ${label}: median ${percentile(firsts, 50).toFixed(1)} ms, p95 ${percentile(firsts, 95).toFixed(1)} ms, max ${Math.max(...firsts).toFixed(1)} ms` +
      ` (target < 300 ms); whole summary ${percentile(runs.map((run) => run.total), 50).toFixed(0)} ms; chunks per summary ${Math.min(...runs.map((run) => run.chunks))}–${Math.max(...runs.map((run) => run.chunks))}`,
  );
}
await measurePages('First-load JavaScript (gzip), manage-profile with the AI writer and analysis', [
  { name: 'manage-profile', path: '/en-us/manage-profile', headers: { cookie }, budgetKb: 250 },
]);
