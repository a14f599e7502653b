import { sql } from 'drizzle-orm';
import { createSession } from '@/server/auth/sessions';
import { recruiters, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import type { TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

let sequence = 0;

export interface ChatUser {
  id: number;
  token: string;
  headers: Record<string, string>;
}

/** A signed-in seeker (Role-Id 1), optionally with profile fields. */
export async function seeker(platform: TestPlatform, fields: Partial<typeof users.$inferInsert> = {}): Promise<ChatUser> {
  const user = await createSignedInUser(platform, { phoneCountryCode: '+63', phoneNum: '9171234567', ...fields });
  return { ...user, headers: { ...user.headers, 'Role-Id': '1' } };
}

/** A recruiter with an account and a recruiter session (Role-Id 2); `userId` reuses an existing account. */
export async function recruiterSession(platform: TestPlatform, recruiterId: number, userId?: number): Promise<ChatUser & { userId: number }> {
  sequence += 1;
  let accountId = userId;
  if (accountId === undefined) {
    const [user] = await platform.handle.db
      .insert(users)
      .values({ email: `recruiter-test-${process.pid}-${sequence}@example.test`, passwordHash: 'unused', firstName: 'Rita', lastName: `Recruiter ${sequence}` })
      .returning({ id: users.id });
    if (!user) throw new Error('no recruiter user');
    accountId = user.id;
  }
  await platform.handle.db.update(recruiters).set({ userId: accountId }).where(sql`${recruiters.id} = ${recruiterId}`);
  const token = await createSession(platform.handle.db, { userId: accountId, kind: 'user', role: 'recruiter', now: platform.now });
  return { id: recruiterId, userId: accountId, token, headers: { Authorization: `Bearer ${token}`, 'Role-Id': '2' } };
}

export interface JobWithRecruiter {
  id: number;
  recruiterId: number;
  companyId: number;
  countryKey: string;
}

/** Open seeded jobs of a country with their recruiters, each recruiter once (one chat per pair). */
export async function jobsWithRecruiters(platform: TestPlatform, countryKey = 'ph'): Promise<JobWithRecruiter[]> {
  const rows = rowsOf<{ id: number; recruiter_id: number; company_id: number; country_key: string }>(
    await platform.handle.db.execute(sql`
      select distinct on (j.recruiter_id) j.id, j.recruiter_id, j.company_id, j.country_key from jobs j
      where j.country_key = ${countryKey} and j.status = 'active' and j.open_to is null
      order by j.recruiter_id, j.id`),
  );
  return rows.map((row) => ({ id: Number(row.id), recruiterId: Number(row.recruiter_id), companyId: Number(row.company_id), countryKey: row.country_key }));
}

export interface ChatAnswer {
  status: number;
  code: number;
  message: string;
  data: any;
}

/**
 * A call with exactly the caller's headers (the shared helper always says Role-Id 1, and a
 * recruiter's calls must say 2). Country ph, English, unless `headers` says otherwise.
 */
export async function chatCall(
  platform: { app: Pick<TestPlatform['app'], 'request'> },
  user: { headers: Record<string, string> } | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ChatAnswer> {
  const all = new Headers({ 'Country-Id': 'ph', 'Language-Id': 'en-us', ...(user?.headers ?? {}), ...headers });
  if (body !== undefined) all.set('Content-Type', 'application/json');
  const response = await platform.app.request(path, { method, headers: all, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  const json = (await response.json()) as Omit<ChatAnswer, 'status'>;
  return { status: response.status, ...json };
}

let clientSequence = 0;
export const clientId = (prefix = 'msg') => `${prefix}-${process.pid}-${++clientSequence}-abcdef`;
