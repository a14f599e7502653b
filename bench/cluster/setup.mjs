// The cluster benchmark's people and work, straight in the database: seekers signed in (who
// also chat with a recruiter each, bench/chat-load-setup.mjs), the jobs they apply to and save.
import pg from 'pg';
import { createPairs } from '../chat-load-setup.mjs';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Same as lib/job-url.ts: the job page's slug, so a page is not a redirect first. */
const titleSlug = (title) =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'job';

export async function prepare(url, pairs) {
  return withClient(url, async (client) => {
    const people = await createPairs(client, pairs);
    const { rows } = await client.query(`
      select j.id, j.title, coalesce(o.screening_questions, '[]'::jsonb) as questions from jobs j
      left join job_apply_options o on o.job_id = j.id
      where j.country_key = 'ph' and j.status = 'active' and j.expires_at > now() and o.external_url is null
      order by j.id`);
    if (rows.length < 50) throw new Error(`only ${rows.length} open jobs in ph; seed more (SEED_JOBS_PER_COUNTRY)`);
    const jobs = rows.map((row) => ({
      id: Number(row.id),
      path: `/en-us/job/${encodeURIComponent(`${titleSlug(row.title)}-${row.id}`)}`,
      answers: row.questions
        .filter((q) => q.required)
        .map((q) => ({ question_id: q.id, answer: q.answer_type === 'yes_no' ? 'yes' : 'Five years in a similar role.' })),
    }));
    return { people, jobs };
  });
}

/** What the database holds of the run's writes, for the acknowledged ones to be looked up. */
export async function stored(url, people) {
  return withClient(url, async (client) => {
    const seekers = people.map((p) => p.seeker.id);
    const chats = people.map((p) => p.chatId);
    const keys = new Set();
    for (const row of (await client.query('select user_id, job_id from job_applications where user_id = any($1)', [seekers])).rows) keys.add(`apply:${row.user_id}:${row.job_id}`);
    for (const row of (await client.query('select user_id, job_id from saved_jobs where user_id = any($1)', [seekers])).rows) keys.add(`save:${row.user_id}:${row.job_id}`);
    for (const row of (await client.query('select chat_id, sender_role, client_id from chat_messages where chat_id = any($1)', [chats])).rows) {
      keys.add(`chat:${row.chat_id}:${row.sender_role}:${row.client_id}`);
    }
    const summaries = new Map((await client.query('select id, summary from users where id = any($1)', [seekers])).rows.map((row) => [row.id, row.summary]));
    const events = new Map(
      (await client.query(`select query_id, count(*)::int as n from job_tracking_events where query_id like 'cluster-%' group by query_id`)).rows.map((row) => [row.query_id, row.n]),
    );
    return { keys, summaries, events };
  });
}
