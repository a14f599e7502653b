import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { platformUrl, webPort } from '../ports';

let sequence = 0;
let visitors = 0;

/**
 * An address of its own for each simulated visitor that registers through the platform's API (the
 * IPv6 documentation range), as real visitors have: the whole suite from one address would meet
 * the per-address registration limit, which accounts.spec.ts and the platform tests check.
 */
export function visitorAddress(): string {
  visitors += 1;
  return `2001:db8::${process.pid.toString(16)}:${visitors.toString(16)}`;
}

export interface SignedUpUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A new job seeker, registered through the platform's API (POST /auth/register) and signed in
 * in the browser context the way the session BFF does it: the HttpOnly `sessionid` cookie and
 * the readable `user` cookie, on the country's host. Tests that are not about get-started use
 * this instead of its UI.
 */
export async function signUp(
  context: BrowserContext,
  request: APIRequestContext,
  country = 'ph',
  names?: { firstName: string; lastName: string },
): Promise<SignedUpUser> {
  sequence += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${sequence}@example.test`;
  const firstName = names?.firstName ?? 'Erin';
  // Two workers running at once each count from 1: the worker's slot keeps their people apart where
  // a recruiter picks a conversation by name (progress.spec and chat.spec share recruiters).
  const lastName = names?.lastName ?? `Tester ${Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 1}-${sequence}`;
  const response = await request.post(`${platformUrl}/auth/register`, {
    headers: { 'Country-Id': country, 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web', 'X-Forwarded-For': visitorAddress() },
    data: {
      email,
      password: 'correct-horse-42',
      first_name: firstName,
      last_name: lastName,
      terms_and_condition: 1,
      country_key: country,
      source: 'web',
    },
  });
  const body = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
  if (!response.ok() || body.code !== 0) throw new Error(`Registration failed: ${response.status()} ${body.code} ${body.message}`);
  const { session_id: token, is_profile_update_required: _required, ...user } = body.data;
  const url = `http://${country}.localhost:${webPort}`;
  await context.addCookies([
    { name: 'sessionid', value: String(token), url, httpOnly: true, sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url, sameSite: 'Lax' },
  ]);
  return { id: Number(user.id), email, firstName, lastName };
}
