// What the signed-in first-load benches share (bench/chat-first-load.mjs,
// bench/interviews-first-load.mjs): a web and a platform on loopback, a seeker registered on the
// platform with a chat started about a job, and the measuring of pages with its session cookie.
import { firstLoadJs } from './first-load-js.mjs';
import { getWithHost } from './http-get.mjs';

export const web = process.env.WEB ?? 'http://127.0.0.1:3000';
export const platform = process.env.PLATFORM ?? 'http://127.0.0.1:4000';
export const host = `ph.localhost:${new URL(web).port || 80}`;
for (const url of [web, platform]) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname)) throw new Error(`Loopback only: ${url}`);
}
const headers = { 'Content-Type': 'application/json', 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };

/** A platform call that must succeed (code 0); its data. */
export async function call(path, init = {}) {
  const response = await fetch(`${platform}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path}: ${response.status} ${body.code} ${body.message}`);
  return body.data;
}

/** A new seeker with a chat about the first job of a search: its token, the job, the chat, and the page cookie. */
export async function seekerWithChat(label) {
  const account = await call('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      email: `bench-${label}-${Date.now()}@example.test`,
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
  const cookie = { cookie: `sessionid=${token}; user=${encodeURIComponent(JSON.stringify(user))}` };
  return { token, job, chatId: started.chat.id, cookie };
}

/** Prints each page's first-load JavaScript (gzip), after one request to warm it. */
export async function measurePages(title, pages) {
  console.info(title);
  for (const page of pages) {
    await getWithHost(`${web}${page.path}`, host, page.headers ?? {});
    const figures = await firstLoadJs(`${web}${page.path}`, host, page.headers ?? {});
    const budget = page.budgetKb ? ` / budget ${page.budgetKb} KB` : '';
    console.info(`  ${page.name.padEnd(26)} ${figures.gzipKb.toFixed(1)} KB gzip (${figures.rawKb.toFixed(1)} KB raw, ${figures.scripts} scripts)${budget}`);
  }
}
