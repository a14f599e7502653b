// Accounts, sessions and chats for bench/chat-load.mjs, in bulk straight in the database
// (argon2 per login would dominate the setup). Tokens are random; only their SHA-256 is stored,
// exactly as the platform does.
import { createHash, randomBytes } from 'node:crypto';

const sha256 = (token) => createHash('sha256').update(token).digest('hex');
const token = () => randomBytes(24).toString('base64url');

/**
 * `pairs` seekers, each in one chat with a recruiter (who gets an account when the start did
 * not give one); recruiters are reused when there are fewer than pairs. Returns [{ chatId, seeker: { id, token }, recruiter: { id, token } }].
 */
export async function createPairs(client, pairs) {
  const recruiters = (
    await client.query(
      `select r.id, r.user_id, r.company_id, (select j.id from jobs j where j.recruiter_id = r.id and j.status = 'active' order by j.id limit 1) as job_id
       from recruiters r where exists (select 1 from jobs j where j.recruiter_id = r.id and j.status = 'active') order by r.id limit $1`,
      [pairs],
    )
  ).rows;
  // Fewer recruiters than pairs: some recruiters hold several chats (each pair keeps its own session).
  if (recruiters.length === 0) throw new Error('no recruiter has an open job; seed jobs');
  await client.query('begin');
  const seekerIds = (
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, country_key, language_slug)
       select 'bench-seeker-' || g || '-' || $2 || '@example.test', 'bench', 'Bench', 'Seeker ' || g, 'ph', 'en-us'
       from generate_series(1, $1) g returning id`,
      [pairs, Date.now()],
    )
  ).rows.map((row) => row.id);
  for (const recruiter of recruiters.filter((r) => r.user_id === null && r.id !== undefined)) {
    const user = await client.query(
      `insert into users (email, password_hash, first_name, last_name) values ($1, 'bench', 'Bench', 'Recruiter') returning id`,
      [`bench-recruiter-${recruiter.id}-${Date.now()}@example.test`],
    );
    recruiter.user_id = user.rows[0].id;
    await client.query('update recruiters set user_id = $1 where id = $2', [recruiter.user_id, recruiter.id]);
  }
  const result = [];
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const sessions = [];
  for (let i = 0; i < pairs; i++) {
    const recruiter = recruiters[i % recruiters.length];
    const seekerToken = token();
    const recruiterToken = token();
    sessions.push([sha256(seekerToken), seekerIds[i], 'jobseeker'], [sha256(recruiterToken), recruiter.user_id, 'recruiter']);
    result.push({ seeker: { id: seekerIds[i], token: seekerToken }, recruiter: { id: recruiter.id, token: recruiterToken }, jobId: recruiter.job_id, companyId: recruiter.company_id });
  }
  await client.query(
    `insert into sessions (token_hash, user_id, kind, role, expires_at)
     select t.h, t.u, 'user', t.r, $4 from unnest($1::text[], $2::int[], $3::text[]) as t(h, u, r)`,
    [sessions.map((s) => s[0]), sessions.map((s) => s[1]), sessions.map((s) => s[2]), expires],
  );
  const chats = (
    await client.query(
      `insert into chats (jobseeker_id, recruiter_id, job_id, company_id)
       select * from unnest($1::int[], $2::int[], $3::int[], $4::int[]) returning id, jobseeker_id`,
      [result.map((p) => p.seeker.id), result.map((p) => p.recruiter.id), result.map((p) => p.jobId), result.map((p) => p.companyId)],
    )
  ).rows;
  const chatOf = new Map(chats.map((row) => [row.jobseeker_id, row.id]));
  for (const pair of result) pair.chatId = chatOf.get(pair.seeker.id);
  await client.query(
    `insert into chat_members (chat_id, role, party_id)
     select c, 'jobseeker', s from unnest($1::int[], $2::int[]) as t(c, s)
     union all select c, 'recruiter', r from unnest($1::int[], $3::int[]) as t(c, r)`,
    [result.map((p) => p.chatId), result.map((p) => p.seeker.id), result.map((p) => p.recruiter.id)],
  );
  await client.query('commit');
  return result;
}
