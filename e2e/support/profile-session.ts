import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { platformUrl, webPort } from '../ports';
import { visitorAddress } from './session';

let made = 0;

export interface ProfileSeeker {
  id: number;
  email: string;
  token: string;
}

/**
 * A brand-new job seeker for the profile tests: registered through the platform's API (POST
 * /auth/register) and signed in in the browser the way the session BFF does it, with the
 * HttpOnly `sessionid` cookie and the readable `user` cookie on the country's host.
 */
export async function newSeeker(context: BrowserContext, request: APIRequestContext, country = 'ph', givenEmail?: string): Promise<ProfileSeeker> {
  made += 1;
  const email = givenEmail ?? `profile-${Date.now()}-${process.pid}-${made}@example.test`;
  const response = await request.post(`${platformUrl}/auth/register`, {
    headers: { 'Country-Id': country, 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web', 'X-Forwarded-For': visitorAddress() },
    data: { email, password: 'Profile-pass-42', first_name: 'Rosa', last_name: 'Dela Cruz', terms_and_condition: 1, country_key: country },
  });
  const body = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
  if (!response.ok() || body.code !== 0) throw new Error(`register: ${response.status()} ${body.code} ${body.message}`);
  const { session_id: token, is_profile_update_required: _required, ...user } = body.data;
  const url = `http://${country}.localhost:${webPort}`;
  await context.addCookies([
    { name: 'sessionid', value: String(token), url, httpOnly: true, sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url, sameSite: 'Lax' },
  ]);
  return { id: Number(user.id), email, token: String(token) };
}

/** A platform call speaking for the seeker, straight to the platform (not through the web). */
export async function platformCall(request: APIRequestContext, seeker: ProfileSeeker, method: 'PATCH' | 'POST', path: string, data: unknown) {
  const response = await request.fetch(`${platformUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${seeker.token}`, 'Country-Id': 'ph', 'Role-Id': '1' },
    data,
  });
  return { status: response.status(), body: (await response.json()) as { code: number; data: { errors?: Record<string, string[]> } | null } };
}

/** A remote desired job paid in US dollars (what step 1 of the wizard saves), created through the platform. */
export async function addDesiredJob(request: APIRequestContext, seeker: ProfileSeeker, jobTitle: string) {
  return platformCall(request, seeker, 'POST', '/jobseeker/job-preferences/create', {
    job_title: jobTitle,
    industry_id: 1,
    job_type_id: 1,
    work_arrangement: 'remote',
    work_timezone: 'UTC+08:00',
    currency: 'usd',
    salary_from: 800,
    salary_to: 1200,
    work_language_id: 1,
  });
}
