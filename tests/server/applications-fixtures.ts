import { sql } from 'drizzle-orm';
import { createSession } from '@/server/auth/sessions';
import type { ScreeningQuestion } from '@/server/db/schema';
import { users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import type { TestPlatform } from '../support/platform';

let sequence = 0;

export interface Seeker {
  id: number;
  headers: Record<string, string>;
}

/** A signed-in job seeker: a users row and a live session, sent as a Bearer token. */
export async function createSeeker(platform: TestPlatform): Promise<Seeker> {
  sequence += 1;
  const [user] = await platform.handle.db
    .insert(users)
    .values({ email: `applicant-${process.pid}-${sequence}@example.test`, passwordHash: 'unused', firstName: 'Ada', lastName: `Applicant ${sequence}` })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  const token = await createSession(platform.handle.db, { userId: user.id, kind: 'user', now: platform.now });
  return { id: user.id, headers: { Authorization: `Bearer ${token}` } };
}

export interface SeededJob {
  id: number;
  questions: ScreeningQuestion[];
  externalUrl: string | null;
}

/**
 * Open seeded jobs of a country (active and not expired at the test clock), in id order, with
 * their apply options; `kind` picks plain jobs, jobs with a required question, or external ones.
 */
export async function openJobs(
  platform: TestPlatform,
  countryKey: string,
  kind: 'plain' | 'required-question' | 'external' | 'any' = 'any',
): Promise<SeededJob[]> {
  const rows = rowsOf<{ id: number; screening_questions: ScreeningQuestion[] | null; external_url: string | null }>(
    await platform.handle.db.execute(sql`
      select j.id, o.screening_questions, o.external_url from jobs j left join job_apply_options o on o.job_id = j.id
      where j.country_key = ${countryKey} and j.status = 'active' and j.expires_at > ${platform.now.toISOString()}::timestamptz
      order by j.id`),
  );
  const jobs = rows.map((row) => ({ id: Number(row.id), questions: row.screening_questions ?? [], externalUrl: row.external_url }));
  switch (kind) {
    case 'plain':
      return jobs.filter((job) => !job.externalUrl && job.questions.length === 0);
    case 'required-question':
      return jobs.filter((job) => job.questions.some((q) => q.required));
    case 'external':
      return jobs.filter((job) => job.externalUrl !== null);
    default:
      return jobs;
  }
}

/** A JSON request with a method other than POST, with the web's headers. */
export async function send(
  platform: TestPlatform,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; country?: string; language?: string; body?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await platform.request(path, {
    method,
    headers,
    country: init.country,
    language: init.language,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { code: number; message: string; data: any };
  return { status: response.status, ...body };
}
