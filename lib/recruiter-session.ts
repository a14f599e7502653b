/**
 * The development recruiter page's session (issue 10): its own cookies, so one browser can be a
 * seeker and a recruiter at once. The token is HttpOnly (`recruiter_sessionid`, which the
 * platform reads for Role-Id 2 calls and the recruiter socket); `recruiter_user` is readable
 * and says who is signed in.
 */
export const recruiterSessionCookieName = 'recruiter_sessionid';
export const recruiterUserCookieName = 'recruiter_user';

export interface RecruiterUser {
  id: number;
  company_name: string;
  name: string;
}

export function parseRecruiterUser(value: string | undefined | null): RecruiterUser | null {
  if (!value) return null;
  try {
    // Next.js encodes the value when it sets the cookie and decodes it when it reads it.
    const text = value.startsWith('%') ? decodeURIComponent(value) : value;
    const data = JSON.parse(text) as Partial<RecruiterUser>;
    if (typeof data.id !== 'number' || typeof data.company_name !== 'string' || typeof data.name !== 'string') return null;
    return { id: data.id, company_name: data.company_name, name: data.name };
  } catch {
    return null;
  }
}
