import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcAccount } from '@/e2e/support/oidc-settings.mjs';
import { oidcClient } from '@/e2e/support/oidc-settings.mjs';
import { loginAnswerSchema } from '@/lib/schemas/auth';
import { socialAuthorizationSchema, socialProvidersSchema } from '@/lib/schemas/social';
import { resolveSession } from '@/server/auth/sessions';
import { signInWithSocialIdentity } from '@/server/auth/social/accounts';
import { createSocialLogin } from '@/server/auth/social/client';
import { providerPresets } from '@/server/auth/social/providers';
import { sessions, socialIdentities, users } from '@/server/db/schema';
import { startTestOidc, type TestOidc } from '../support/oidc';
import { post, startTestPlatform, type TestPlatform } from '../support/platform';
import { call } from '../support/platform';

/**
 * Social login end to end on the platform, against a real OpenID provider started in-process:
 * the authorization URL, the provider's sign-in, the code exchange with PKCE, state and nonce,
 * the ID token and UserInfo, and the account found, linked or created (accounts issue).
 */

const web = 'http://ph.localhost:3000/session/social';
const callbackOf = (type: string) => `${web}/${type}/callback`;

const account = (sub: string, name: string, email: string, emailVerified: boolean): OidcAccount => {
  const [given = '', family = ''] = name.split(' ');
  return { sub, email, email_verified: emailVerified, given_name: given, family_name: family, name, picture: `https://avatars.social.example/${sub}.png` };
};
const ana = account('sub-ana', 'Ana Reyes', 'ana.reyes@social.example', true);
const ben = account('sub-ben', 'Ben Tan', 'ben.tan@social.example', false);
const carla = account('sub-carla', 'Carla Diaz', 'carla.diaz@social.example', true);
const dana = account('sub-dana', 'Dana Lim', 'dana.lim@social.example', false);
const eve = account('sub-eve', 'Eve Ong', 'eve.ong@social.example', true);
const fay = account('sub-fay', 'Fay Cruz', 'fay.cruz@social.example', true);
const gia = account('sub-gia', 'Gia Santos', 'gia.santos@social.example', true);

const postClient = { client_id: 'hireloop-post-client', client_secret: 'post-client-secret-0123456789abcdef' };
const otherClient = { client_id: 'someone-elses-app', client_secret: 'other-app-secret-0123456789abcdef', redirect_uris: ['https://other.example/cb'] };

let provider: TestOidc;
let platform: TestPlatform;

beforeAll(async () => {
  provider = await startTestOidc(
    [
      { ...oidcClient, redirect_uris: [callbackOf('google'), callbackOf('x'), callbackOf('apple')] },
      { ...postClient, token_endpoint_auth_method: 'client_secret_post', redirect_uris: [callbackOf('facebook')] },
      otherClient,
    ],
    [ana, ben, carla, dana, eve, fay, gia],
  );
  const issuer = provider.issuer;
  const social = createSocialLogin([
    { preset: { ...providerPresets.google, issuer }, clientId: oidcClient.client_id, clientSecret: oidcClient.client_secret, allowInsecure: true },
    {
      // Facebook's and X's mappings against stand-ins of their user APIs at the same provider.
      preset: { ...providerPresets.facebook, issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token`, profileUrl: `${issuer}/facebook/me`, scope: 'openid' },
      clientId: postClient.client_id,
      clientSecret: postClient.client_secret,
      allowInsecure: true,
    },
    {
      preset: { ...providerPresets.x, issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token`, profileUrl: `${issuer}/x/2/users/me`, scope: 'openid' },
      clientId: oidcClient.client_id,
      clientSecret: oidcClient.client_secret,
      allowInsecure: true,
    },
    // Apple's form_post answer, from the same provider.
    { preset: { ...providerPresets.apple, issuer, clientAuth: 'client_secret_basic', scope: 'openid email profile' }, clientId: oidcClient.client_id, clientSecret: oidcClient.client_secret, allowInsecure: true },
    // Configured, but nobody listens there.
    { preset: { ...providerPresets.line, issuer: 'http://127.0.0.1:9' }, clientId: 'line-client', clientSecret: 'line-secret', allowInsecure: true },
  ]);
  platform = await startTestPlatform({ jobsPerCountry: 1, services: { social } });
}, 120_000);

afterAll(async () => {
  await platform?.close();
  await provider?.close();
});

async function authorize(type: string) {
  const answer = await post(platform, '/auth/social/authorize', { social_type: type, redirect_uri: callbackOf(type) }, { country: 'ph' });
  expect(answer.status).toBe(200);
  return socialAuthorizationSchema.parse(answer.data);
}

/** Starts a login, signs in at the provider, and posts the callback as the web does. */
async function socialLogin(type: string, who: OidcAccount, change: (body: Record<string, unknown>) => void = () => {}) {
  const start = await authorize(type);
  const callback = await provider.signIn(start.authorization_url, who.email);
  const body: Record<string, unknown> = {
    social_type: type,
    callback_url: callback.href,
    code_verifier: start.code_verifier,
    state: start.state,
    nonce: start.nonce ?? undefined,
    language_code: 'en',
    source: 'web',
  };
  change(body);
  return { answer: await post(platform, '/auth/jobseekers/social-login', body, { country: 'ph' }), body };
}

async function userByEmail(email: string) {
  const [row] = await platform.handle.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('GET /auth/social/providers', () => {
  it('lists the providers that have credentials', async () => {
    const answer = await call(platform, '/auth/social/providers');
    expect(socialProvidersSchema.parse(answer.data).social_types).toEqual(['google', 'facebook', 'x', 'apple', 'line']);
  });
});

describe('POST /auth/social/authorize', () => {
  it('answers the provider URL with a PKCE challenge, state and nonce, and keeps the verifier out of it', async () => {
    const start = await authorize('google');
    const url = new URL(start.authorization_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: oidcClient.client_id,
      redirect_uri: callbackOf('google'),
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: start.state,
      nonce: start.nonce,
    });
    expect(url.searchParams.get('code_challenge')).toBe(await oidc.calculatePKCECodeChallenge(start.code_verifier));
    expect(start.authorization_url).not.toContain(start.code_verifier);
    const again = await authorize('google');
    expect(again.state).not.toBe(start.state);
    expect(again.code_verifier).not.toBe(start.code_verifier);
  });

  it('asks Apple to answer with a form POST, and says so', async () => {
    const start = await authorize('apple');
    expect(start.response_mode).toBe('form_post');
    expect(new URL(start.authorization_url).searchParams.get('response_mode')).toBe('form_post');
    expect((await authorize('google')).response_mode).toBe('query');
  });

  it('has no nonce for an OAuth 2.0 provider', async () => {
    const start = await authorize('x');
    expect(start.nonce).toBeNull();
    expect(new URL(start.authorization_url).searchParams.has('nonce')).toBe(false);
  });

  it('refuses a provider without credentials, an unknown one and a bad redirect URI with 422 naming the field', async () => {
    for (const [body, field] of [
      [{ social_type: 'linkedin', redirect_uri: callbackOf('linkedin') }, 'social_type'],
      [{ social_type: 'myspace', redirect_uri: callbackOf('google') }, 'social_type'],
      [{ social_type: 'google', redirect_uri: 'javascript:alert(1)' }, 'redirect_uri'],
      [{ social_type: 'google' }, 'redirect_uri'],
    ] as const) {
      const answer = await post(platform, '/auth/social/authorize', body);
      expect(answer.status).toBe(422);
      expect(answer.code).toBe(40001);
      expect(Object.keys(answer.data.errors)).toEqual([field]);
    }
  });

  it('says the provider is unavailable when it cannot be reached', async () => {
    const answer = await post(platform, '/auth/social/authorize', { social_type: 'line', redirect_uri: callbackOf('line') });
    expect(answer.status).toBe(500);
    expect(answer.code).toBe(50001);
    expect(answer.message).toBe('LINE sign-in is unavailable right now');
  });
});

describe('POST /auth/jobseekers/social-login (OpenID Connect)', () => {
  let anaId: number;

  it('registers a new password-less account from the provider, email verified, and signs it in', async () => {
    const { answer } = await socialLogin('google', ana);
    expect(answer.status).toBe(200);
    const login = loginAnswerSchema.parse(answer.data);
    expect(login).toMatchObject({
      email: ana.email,
      first_name: 'Ana',
      last_name: 'Reyes',
      avatar: ana.picture,
      is_email_verify: true,
      is_new_account: true,
      is_profile_completed: false,
      active_key: 1,
    });
    anaId = login.id;
    const row = await userByEmail(ana.email);
    expect(row).toMatchObject({ hasPassword: false, countryKey: 'ph', languageSlug: 'en-us', source: 'web' });
    const links = await platform.handle.db.select().from(socialIdentities).where(eq(socialIdentities.userId, anaId));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: ana.sub, email: ana.email })]);
    const session = await resolveSession(platform.handle.db, login.session_id, platform.now);
    expect(session).toMatchObject({ userId: anaId, kind: 'user' });
  });

  it('signs the same person into the same account the next time', async () => {
    const before = (await platform.handle.db.select({ id: users.id }).from(users)).length;
    const { answer } = await socialLogin('google', ana);
    const login = loginAnswerSchema.parse(answer.data);
    expect(login.id).toBe(anaId);
    expect(login.is_new_account).toBe(false);
    expect((await platform.handle.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('refuses a replayed code, a wrong verifier, state or nonce with the Google code 41052', async () => {
    const first = await socialLogin('google', ana);
    expect(first.answer.status).toBe(200);
    const replay = await post(platform, '/auth/jobseekers/social-login', first.body, { country: 'ph' });
    expect([replay.status, replay.code]).toEqual([401, 41052]);

    const wrongVerifier = await socialLogin('google', ana, (body) => {
      body.code_verifier = oidc.randomPKCECodeVerifier();
    });
    expect([wrongVerifier.answer.status, wrongVerifier.answer.code]).toEqual([401, 41052]);
    const wrongState = await socialLogin('google', ana, (body) => {
      body.state = oidc.randomState();
    });
    expect([wrongState.answer.status, wrongState.answer.code]).toEqual([401, 41052]);
    const wrongNonce = await socialLogin('google', ana, (body) => {
      body.nonce = oidc.randomNonce();
    });
    expect([wrongNonce.answer.status, wrongNonce.answer.code]).toEqual([401, 41052]);
    const noNonce = await socialLogin('google', ana, (body) => {
      delete body.nonce;
    });
    expect([noNonce.answer.status, noNonce.answer.code]).toEqual([401, 41052]);
  });

  it('answers 41052 when the user cancelled at the provider', async () => {
    const start = await authorize('google');
    const callback = await provider.signIn(start.authorization_url, ana.email, { cancel: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const answer = await post(platform, '/auth/jobseekers/social-login', {
      social_type: 'google',
      callback_url: callback.href,
      code_verifier: start.code_verifier,
      state: start.state,
      nonce: start.nonce,
    });
    expect([answer.status, answer.code]).toEqual([401, 41052]);
  });

  it('links a verified provider email to the existing account, which then counts as proven', async () => {
    const [existing] = await platform.handle.db
      .insert(users)
      .values({ email: carla.email, passwordHash: 'not-a-hash', hasPassword: true, firstName: 'Carla', lastName: 'D.', createdAt: platform.now })
      .returning();
    if (!existing) throw new Error('no user');
    await platform.handle.db.insert(sessions).values({ tokenHash: 'earlier-session', userId: existing.id, kind: 'user', expiresAt: new Date(platform.now.getTime() + 86_400_000) });

    const { answer } = await socialLogin('google', carla);
    const login = loginAnswerSchema.parse(answer.data);
    expect(login).toMatchObject({ id: existing.id, is_new_account: false, is_email_verify: true, first_name: 'Carla', last_name: 'D.' });
    const [earlier] = await platform.handle.db.select().from(sessions).where(eq(sessions.tokenHash, 'earlier-session'));
    expect(earlier?.revokedAt).not.toBeNull();
    expect(await resolveSession(platform.handle.db, login.session_id, platform.now)).toMatchObject({ userId: existing.id });
  });

  it('registers an unverified provider email as unverified', async () => {
    const { answer } = await socialLogin('google', ben);
    expect(loginAnswerSchema.parse(answer.data)).toMatchObject({ email: ben.email, is_email_verify: false, is_new_account: true });
  });

  it('never joins an account through an email the provider did not verify (41001)', async () => {
    await platform.handle.db.insert(users).values({ email: dana.email, passwordHash: 'not-a-hash', hasPassword: true, createdAt: platform.now });
    const { answer } = await socialLogin('google', dana);
    expect([answer.status, answer.code]).toEqual([422, 41001]);
    const links = await platform.handle.db.select().from(socialIdentities).where(eq(socialIdentities.subject, dana.sub));
    expect(links).toEqual([]);
  });

  it('refuses a suspended account with 403 41044', async () => {
    const [suspended] = await platform.handle.db
      .insert(users)
      .values({ email: 'suspended@social.example', passwordHash: 'x', status: 'suspended', createdAt: platform.now })
      .returning();
    if (!suspended) throw new Error('no user');
    await platform.handle.db.insert(socialIdentities).values({ provider: 'google', subject: eve.sub, userId: suspended.id });
    const { answer } = await socialLogin('google', eve);
    expect([answer.status, answer.code]).toEqual([403, 41044]);
    await platform.handle.db.delete(socialIdentities).where(eq(socialIdentities.subject, eve.sub));
  });

  it('checks the body before the code is spent: 422 naming each bad field', async () => {
    const answer = await post(platform, '/auth/jobseekers/social-login', {
      social_type: 'google',
      callback_url: 'not a url',
      code_verifier: 'short',
      state: '',
      language_code: 'en',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors).sort()).toEqual(['callback_url', 'code_verifier', 'state']);
    const language = await socialLogin('google', ana, (body) => {
      body.language_code = 'xx';
    });
    expect(language.answer.status).toBe(422);
    expect(Object.keys(language.answer.data.errors)).toEqual(['language_code']);
    // The code was not spent: the same callback still signs in.
    const retry = await post(platform, '/auth/jobseekers/social-login', { ...language.body, language_code: 'en' }, { country: 'ph' });
    expect(retry.status).toBe(200);
  });
});

describe('two first logins of the same person at once', () => {
  it('end in one account, found by the second', async () => {
    const identity = { provider: 'google' as const, subject: 'sub-twice', email: 'twice@social.example', emailVerified: true, firstName: 'Tw', lastName: 'Ice', avatar: null };
    const context = { now: platform.now, countryKey: 'ph', languageSlug: 'en-us', source: 'web' };
    const [one, two] = await Promise.all([
      signInWithSocialIdentity(platform.handle.db, identity, context),
      signInWithSocialIdentity(platform.handle.db, identity, context),
    ]);
    expect(one.user.id).toBe(two.user.id);
    expect([one.isNewAccount, two.isNewAccount].sort()).toEqual([false, true]);
    expect(await platform.handle.db.select().from(users).where(eq(users.email, identity.email))).toHaveLength(1);
  });
});

describe('POST /auth/jobseekers/social-login (form_post)', () => {
  it('signs in with the fields Apple posts back, taking the names of its `user` parameter', async () => {
    const { answer } = await socialLogin('apple', dana, (body) => {
      const url = new URL(String(body.callback_url));
      expect(url.searchParams.get('code')).toBeTruthy();
      url.searchParams.set('user', JSON.stringify({ name: { firstName: 'Dani', lastName: 'Lim-Apple' }, email: dana.email }));
      body.callback_url = url.href;
    });
    // Dana's email is unverified and taken (above): Apple's login is refused like Google's.
    expect([answer.status, answer.code]).toEqual([422, 41001]);
    const { answer: fresh } = await socialLogin('apple', gia, (body) => {
      const url = new URL(String(body.callback_url));
      url.searchParams.set('user', JSON.stringify({ name: { firstName: 'Gianna', lastName: 'Santos' } }));
      body.callback_url = url.href;
    });
    expect(loginAnswerSchema.parse(fresh.data)).toMatchObject({ email: gia.email, first_name: 'Gianna', last_name: 'Santos', is_new_account: true, is_email_verify: true });
  });
});

describe('POST /auth/jobseekers/social-login (OAuth 2.0 with a user API)', () => {
  it('registers an X user from the X profile, without an email', async () => {
    const { answer } = await socialLogin('x', eve);
    const login = loginAnswerSchema.parse(answer.data);
    expect(login).toMatchObject({ email: null, first_name: 'Eve Ong', last_name: '', avatar: eve.picture, is_new_account: true, is_email_verify: false });
    const again = await socialLogin('x', eve);
    expect(loginAnswerSchema.parse(again.answer.data)).toMatchObject({ id: login.id, is_new_account: false });
  });

  it('registers a Facebook user with the email unverified, Facebook stating no verification', async () => {
    const { answer } = await socialLogin('facebook', fay);
    expect(loginAnswerSchema.parse(answer.data)).toMatchObject({ email: fay.email, first_name: 'Fay', last_name: 'Cruz', is_email_verify: false, is_new_account: true });
  });

  it('refuses a foreign code with the provider code (Facebook 41054, X 41272)', async () => {
    const facebook = await socialLogin('facebook', fay, (body) => {
      body.code_verifier = oidc.randomPKCECodeVerifier();
    });
    expect([facebook.answer.status, facebook.answer.code]).toEqual([401, 41054]);
    const x = await socialLogin('x', eve, (body) => {
      body.state = oidc.randomState();
    });
    expect([x.answer.status, x.answer.code]).toEqual([401, 41272]);
  });
});

describe('POST /auth/social-login (an ID token the client obtained)', () => {
  /** An ID token as an app would get it: its own code flow at the provider. */
  async function idTokenFor(who: OidcAccount, client: { client_id: string; client_secret: string; redirect: string } = { ...oidcClient, redirect: callbackOf('google') }) {
    const configuration = await oidc.discovery(new URL(provider.issuer), client.client_id, client.client_secret, oidc.ClientSecretBasic(client.client_secret), {
      execute: [oidc.allowInsecureRequests],
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: client.redirect,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
    });
    const callback = await provider.signIn(url.href, who.email);
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce });
    if (!tokens.id_token) throw new Error('no ID token');
    return { idToken: tokens.id_token, nonce };
  }

  it('signs in the account linked to the token subject', async () => {
    const { idToken, nonce } = await idTokenFor(ana);
    const answer = await post(platform, '/auth/social-login', { social_type: 'google', user_id: ana.sub, id_token: idToken, nonce, email: 'someone@else.example' });
    const login = loginAnswerSchema.parse(answer.data);
    expect(login).toMatchObject({ email: ana.email, is_new_account: false });
  });

  it('refuses a token whose subject is not user_id, a foreign audience, a bad signature or nonce (41052)', async () => {
    const { idToken, nonce } = await idTokenFor(ana);
    const cases = [
      { user_id: ben.sub, id_token: idToken },
      { user_id: ana.sub, id_token: idToken, nonce: oidc.randomNonce() },
      { user_id: ana.sub, id_token: `${idToken.slice(0, -4)}AAAA` },
      { user_id: ana.sub, id_token: (await idTokenFor(ana, { ...otherClient, redirect: otherClient.redirect_uris[0] ?? '' })).idToken },
    ];
    for (const body of cases) {
      const answer = await post(platform, '/auth/social-login', { social_type: 'google', ...body });
      expect([answer.status, answer.code]).toEqual([401, 41052]);
    }
    expect(nonce).toBeTruthy();
  });

  it('registers a new account with the names the client sent when the token has none', async () => {
    const { idToken } = await idTokenFor(fay);
    const answer = await post(platform, '/auth/social-login', {
      social_type: 'google',
      user_id: fay.sub,
      id_token: idToken,
      first_name: 'Fay',
      last_name: 'Cruz',
      email: 'not-trusted@else.example',
      active_key: 1,
    });
    const login = loginAnswerSchema.parse(answer.data);
    // The token carries only the subject (its email comes from UserInfo): no email is taken from the body.
    expect(login).toMatchObject({ email: null, first_name: 'Fay', last_name: 'Cruz', is_new_account: true });
  });

  it('refuses an ID token for an OAuth 2.0 provider with 422 naming id_token', async () => {
    const answer = await post(platform, '/auth/social-login', { social_type: 'x', user_id: eve.sub, id_token: 'x'.repeat(40) });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['id_token']);
  });

  it('names every missing field', async () => {
    const answer = await post(platform, '/auth/social-login', { social_type: 'google' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors).sort()).toEqual(['id_token', 'user_id']);
  });
});
