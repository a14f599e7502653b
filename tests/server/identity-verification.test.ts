import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHashKey, oidcAccounts, oidcIdentityClient } from '@/e2e/support/oidc-settings.mjs';
import { identityAuthorizationSchema, identityStatusSchema, verifiedJobsSchema } from '@/lib/schemas/identity-verification';
import { jobSearchResultSchema } from '@/lib/schemas/job';
import { identityVerifications, jobs, users } from '@/server/db/schema';
import { createIdentityVerifier } from '@/server/identity/verifier';
import { startTestOidc, type TestOidc } from '../support/oidc';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { registerWithPassword, uniqueEmail } from './auth-support';

/**
 * Identity verification (docs/decisions/0044) end to end on the platform against the local OpenID
 * provider standing in for Singapore's national digital ID service.
 */

const callback = 'http://sg.localhost:3000/session/identity/callback';
const tan = oidcAccounts.find((account) => account.uinfin === 'S1234567D');
if (!tan) throw new Error('the test provider has no national ID person');

let provider: TestOidc;
let platform: TestPlatform;

beforeAll(async () => {
  provider = await startTestOidc([{ ...oidcIdentityClient, redirect_uris: [callback] }], oidcAccounts);
  const identity = createIdentityVerifier({
    issuer: provider.issuer,
    clientId: oidcIdentityClient.client_id,
    clientSecret: oidcIdentityClient.client_secret,
    scope: 'openid uinfin name',
    hashKey: identityHashKey,
    allowInsecure: true,
  });
  platform = await startTestPlatform({ jobsPerCountry: 10, services: { identity } });
});
afterAll(async () => {
  await platform?.close();
  await provider?.close();
});

/** A signed-in seeker on the sg site with the given profile name. */
async function seeker(firstName: string, lastName: string) {
  const email = uniqueEmail('identity');
  const answer = await registerWithPassword(platform, email, 'secret-pass1', { country: 'sg' });
  const id = answer.data.id as number;
  await platform.handle.db.update(users).set({ firstName, lastName }).where(eq(users.id, id));
  return { id, token: answer.data.session_id as string };
}

const headers = (token?: string) => (token ? { Authorization: `Bearer ${token}` } : undefined);
const get = (path: string, token?: string, country = 'sg') => call(platform, path, { country, headers: headers(token) });
const send = (path: string, body: unknown, token?: string, country = 'sg') => post(platform, path, body, { country, headers: headers(token) });

async function authorize(token: string) {
  const answer = await send('/jobseeker/identity-verification/authorize', { redirect_uri: callback }, token);
  expect(answer.status).toBe(200);
  return identityAuthorizationSchema.parse(answer.data);
}

/** Starts an attempt and signs in at the provider as `login`; answers the attempt and the callback URL. */
async function attempt(token: string, login: string) {
  const start = await authorize(token);
  const url = await provider.signIn(start.authorization_url, login);
  return { start, url };
}

const complete = (token: string, start: { state: string; code_verifier: string; nonce: string }, url: URL, overrides: Record<string, string> = {}) =>
  send('/jobseeker/identity-verification/complete', { callback_url: url.href, state: start.state, code_verifier: start.code_verifier, nonce: start.nonce, ...overrides }, token);

async function restrictedJobIds() {
  const rows = await platform.handle.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.verifiedOnly, true));
  return rows.map((row) => row.id);
}

describe('identity verification (Singapore)', () => {
  it('a matching registered name verifies the seeker: the status says so and the restricted jobs show', async () => {
    const restricted = await restrictedJobIds();
    expect(restricted.length).toBe(3);
    const me = await seeker('Ah Kow', 'Tan');
    const before = identityStatusSchema.parse((await get('/jobseeker/identity-verification', me.token)).data);
    expect(before).toEqual({ available: true, verified: false, verified_at: null });

    // Before: the search and the job leave the restricted jobs out.
    const hidden = jobSearchResultSchema.parse((await get('/job/search?size=50', me.token)).data);
    expect(hidden.jobs.map((job) => job.id)).not.toEqual(expect.arrayContaining([restricted[0]]));
    expect((await get(`/job/${restricted[0]}`, me.token)).status).toBe(404);
    expect((await get('/jobseeker/identity-verification/jobs', me.token)).status).toBe(403);
    // Nor can they be saved or applied to by id.
    expect((await send('/job/saved-jobs/create', { job_id: restricted[0] }, me.token)).status).toBe(404);
    expect((await send(`/job/jobs/${restricted[0]}/applications`, {}, me.token)).status).toBe(404);
    expect((await post(platform, '/chat/chats', { job_id: restricted[0] }, { country: 'sg', headers: { ...headers(me.token), 'Role-Id': '1' } })).status).toBe(404);

    const { start, url } = await attempt(me.token, tan.email);
    const done = await complete(me.token, start, url);
    expect(done.status).toBe(200);
    expect(done.data.verified).toBe(true);

    const after = identityStatusSchema.parse((await get('/jobseeker/identity-verification', me.token)).data);
    expect(after.verified).toBe(true);
    // Only a keyed hash of the national id is stored.
    const [row] = await platform.handle.db.select().from(identityVerifications).where(eq(identityVerifications.userId, me.id));
    expect(row?.nationalIdHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('S1234567D');

    const shown = jobSearchResultSchema.parse((await get('/job/search?size=50', me.token)).data);
    expect(shown.jobs.map((job) => job.id)).toEqual(expect.arrayContaining(restricted));
    expect(shown.total_num).toBe(hidden.total_num + restricted.length);
    expect((await get(`/job/${restricted[0]}`, me.token)).status).toBe(200);
    expect((await send('/job/saved-jobs/create', { job_id: restricted[0] }, me.token)).status).toBe(201);
    const unlocked = verifiedJobsSchema.parse((await get('/jobseeker/identity-verification/jobs', me.token)).data);
    expect(unlocked.jobs.map((job) => job.id).sort()).toEqual([...restricted].sort());

    // Everyone else, and the shared static part, still never see them.
    expect((await get(`/job/${restricted[0]}`)).status).toBe(404);
    expect((await get(`/job/${restricted[0]}/static`, me.token)).status).toBe(404);
    const anonymous = jobSearchResultSchema.parse((await get('/job/search?size=50')).data);
    expect(anonymous.total_num).toBe(hidden.total_num);

    // One identity verifies one account.
    const twin = await seeker('Ah Kow', 'Tan');
    const second = await attempt(twin.token, tan.email);
    const taken = await complete(twin.token, second.start, second.url);
    expect([taken.status, taken.code]).toEqual([409, 41613]);
  });

  it('a registered name that does not match the profile is refused with the catalogue message', async () => {
    const me = await seeker('Erin', 'Tester');
    const { start, url } = await attempt(me.token, tan.email);
    const answer = await complete(me.token, start, url);
    expect([answer.status, answer.code, answer.message]).toEqual([422, 41610, 'The identity information does not match. Please try again']);
    expect(identityStatusSchema.parse((await get('/jobseeker/identity-verification', me.token)).data).verified).toBe(false);
  });

  it('a wrong state, nonce or verifier, or a replayed code, fails the verification (41612)', async () => {
    const me = await seeker('Mei Ling', 'Lim');
    const first = await attempt(me.token, 'lim.meiling@id.example');
    const wrongState = await complete(me.token, first.start, first.url, { state: 'not-the-state' });
    expect([wrongState.status, wrongState.code]).toEqual([401, 41612]);

    const second = await attempt(me.token, 'lim.meiling@id.example');
    const wrongNonce = await complete(me.token, second.start, second.url, { nonce: 'not-the-nonce' });
    expect([wrongNonce.status, wrongNonce.code]).toEqual([401, 41612]);

    const third = await attempt(me.token, 'lim.meiling@id.example');
    const wrongVerifier = await complete(me.token, third.start, third.url, { code_verifier: 'x'.repeat(43) });
    expect([wrongVerifier.status, wrongVerifier.code]).toEqual([401, 41612]);

    const fourth = await attempt(me.token, 'lim.meiling@id.example');
    expect((await complete(me.token, fourth.start, fourth.url)).status).toBe(200);
    const replay = await complete(me.token, fourth.start, fourth.url);
    expect([replay.status, replay.code]).toEqual([401, 41612]);
  });

  it('only on the Singapore site, only signed in, and bad bodies are field errors', async () => {
    const me = await seeker('Ah Kow', 'Tan');
    const elsewhere = await send('/jobseeker/identity-verification/authorize', { redirect_uri: callback }, me.token, 'ph');
    expect([elsewhere.status, elsewhere.code]).toEqual([403, 41611]);
    expect(identityStatusSchema.parse((await get('/jobseeker/identity-verification', me.token, 'ph')).data).available).toBe(false);
    const completeElsewhere = await send('/jobseeker/identity-verification/complete', { callback_url: callback, state: 's', code_verifier: 'v', nonce: 'n' }, me.token, 'ph');
    expect([completeElsewhere.status, completeElsewhere.code]).toEqual([403, 41611]);

    expect((await get('/jobseeker/identity-verification')).status).toBe(401);
    expect((await send('/jobseeker/identity-verification/authorize', { redirect_uri: callback })).status).toBe(401);
    expect((await send('/jobseeker/identity-verification/complete', {})).status).toBe(401);

    for (const body of [{}, { redirect_uri: 'javascript:alert(1)' }, { redirect_uri: 42 }]) {
      const answer = await send('/jobseeker/identity-verification/authorize', body, me.token);
      expect([answer.status, answer.code]).toEqual([422, 40001]);
    }
    const missing = await send('/jobseeker/identity-verification/complete', { callback_url: callback }, me.token);
    expect([missing.status, missing.code]).toEqual([422, 40001]);
    expect(Object.keys(missing.data.errors)).toEqual(expect.arrayContaining(['state', 'code_verifier', 'nonce']));
  });
});

describe('identity verification without a configured provider', () => {
  it('answers 503 41614 with the catalogue message, and the status says it is not available', async () => {
    const off = await startTestPlatform({ jobsPerCountry: 0 });
    try {
      const answer = await registerWithPassword(off, uniqueEmail('identity-off'), 'secret-pass1', { country: 'sg' });
      const token = answer.data.session_id as string;
      const start = await post(off, '/jobseeker/identity-verification/authorize', { redirect_uri: callback }, { country: 'sg', headers: headers(token) });
      expect([start.status, start.code, start.message]).toEqual([503, 41614, 'My info is currently unavailable, try later']);
      const status = await call(off, '/jobseeker/identity-verification', { country: 'sg', headers: headers(token) });
      expect(identityStatusSchema.parse(status.data).available).toBe(false);
    } finally {
      await off.close();
    }
  });
});
