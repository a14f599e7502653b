import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { oidcAccounts, oidcClient } from '@/e2e/support/oidc-settings.mjs';
import { socialAuthorizationSchema } from '@/lib/schemas/social';
import { createApp } from '@/server/app';
import { createSocialLogin } from '@/server/auth/social/client';
import { providerPresets } from '@/server/auth/social/providers';
import { startTestOidc, type TestOidc } from '../support/oidc';
import { startTestPlatform, type TestPlatform } from '../support/platform';

/**
 * The accounts issue's acceptance: no token or code appears in a log line. The platform's
 * social routes run with every level logged, through a whole login, a replayed code and a
 * refused ID token, and no line holds any of the attempt's secrets.
 */

const callback = 'http://ph.localhost:3000/session/social/google/callback';
const [user] = oidcAccounts;
let provider: TestOidc;
let platform: TestPlatform;
const lines: string[] = [];

beforeAll(async () => {
  provider = await startTestOidc([{ ...oidcClient, redirect_uris: [callback] }]);
  platform = await startTestPlatform({ jobsPerCountry: 1 });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  await provider?.close();
});

it('logs no code, state, verifier, nonce, ID token or session token', async () => {
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const social = createSocialLogin([
    { preset: { ...providerPresets.google, issuer: provider.issuer }, clientId: oidcClient.client_id, clientSecret: oidcClient.client_secret, allowInsecure: true },
  ]);
  const app = createApp({ db: platform.handle.db, logger, services: { ...platform.services, social }, clock: () => platform.now });
  const postJson = async (path: string, body: unknown) => {
    const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'Country-Id': 'ph' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { code: number; data: any } };
  };

  const start = socialAuthorizationSchema.parse(
    (await postJson('/auth/social/authorize', { social_type: 'google', redirect_uri: callback })).body.data,
  );
  if (!user) throw new Error('no test account');
  const returned = await provider.signIn(start.authorization_url, user.email);
  const login = { social_type: 'google', callback_url: returned.href, code_verifier: start.code_verifier, state: start.state, nonce: start.nonce };
  const signedIn = await postJson('/auth/jobseekers/social-login', login);
  expect(signedIn.status).toBe(200);
  const replayed = await postJson('/auth/jobseekers/social-login', login);
  expect(replayed.body.code).toBe(41052);
  const forged = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(`{"sub":"${user.sub}"}`).toString('base64url')}.c2lnbmF0dXJl`;
  const refused = await postJson('/auth/social-login', { social_type: 'google', user_id: user.sub, id_token: forged });
  expect(refused.body.code).toBe(41052);

  const secrets = [returned.searchParams.get('code'), start.state, start.code_verifier, start.nonce, signedIn.body.data.session_id, forged];
  expect(secrets.every((secret) => typeof secret === 'string' && secret.length >= 20)).toBe(true);
  expect(lines.length).toBeGreaterThanOrEqual(5);
  const log = lines.join('');
  // The failures were logged, by kind and step.
  expect(log).toContain('social login failed at the provider');
  for (const secret of secrets) expect(log).not.toContain(secret);
});
