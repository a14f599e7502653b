import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { SocialType } from '@/lib/schemas/auth';
import { SocialProviderError } from './errors';
import { appleUserNames, oidcIdentity, type SocialIdentity } from './identity';
import type { ProviderPreset } from './providers';
import type { SocialProviderSetting } from './settings';

/** One attempt's start: where to send the user, and the secrets to hand back with the callback. */
export interface SocialAuthorizationStart {
  authorizationUrl: string;
  state: string;
  codeVerifier: string;
  /** null for OAuth 2.0 providers: there is no ID token to bind it to. */
  nonce: string | null;
  responseMode: 'query' | 'form_post';
}

export interface CallbackChecks {
  codeVerifier: string;
  state: string;
  nonce?: string | null;
}

/**
 * Social login at the providers (OAuth 2.0 / OpenID Connect, authorization code with PKCE), with
 * openid-client doing discovery, state, nonce, the code exchange and ID token validation. It
 * knows identities only; accounts are server/auth/social/accounts.ts.
 */
export interface SocialLogin {
  /** The providers with credentials, in the order of platform spec §2. */
  configured(): SocialType[];
  preset(type: SocialType): ProviderPreset | undefined;
  authorize(type: SocialType, redirectUri: string): Promise<SocialAuthorizationStart>;
  /** Exchanges the code of the URL the provider sent the user back to; checks state, PKCE and nonce. */
  completeAuthorization(type: SocialType, callbackUrl: URL, checks: CallbackChecks): Promise<SocialIdentity>;
  /** Verifies an ID token a client obtained itself: signature (JWKS), issuer, audience, expiry. */
  verifyIdToken(type: SocialType, idToken: string, options?: { nonce?: string }): Promise<SocialIdentity>;
}

/** Seconds a provider call may take before the login fails as "unavailable". */
const providerTimeoutSeconds = 10;

interface Provider {
  setting: SocialProviderSetting;
  configuration?: Promise<oidc.Configuration>;
  keys?: JWTVerifyGetKey;
}

function clientAuth(setting: SocialProviderSetting): oidc.ClientAuth {
  return setting.preset.clientAuth === 'client_secret_basic'
    ? oidc.ClientSecretBasic(setting.clientSecret)
    : oidc.ClientSecretPost(setting.clientSecret);
}

async function configure(setting: SocialProviderSetting): Promise<oidc.Configuration> {
  const { preset, clientId } = setting;
  const metadata = { client_secret: setting.clientSecret };
  if (preset.protocol === 'oidc') {
    return oidc.discovery(new URL(preset.issuer), clientId, metadata, clientAuth(setting), {
      execute: setting.allowInsecure ? [oidc.allowInsecureRequests] : [],
      timeout: providerTimeoutSeconds,
    });
  }
  const configuration = new oidc.Configuration(
    { issuer: preset.issuer, authorization_endpoint: preset.authorizationEndpoint, token_endpoint: preset.tokenEndpoint },
    clientId,
    metadata,
    clientAuth(setting),
  );
  configuration.timeout = providerTimeoutSeconds;
  if (setting.allowInsecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** Apple's `user` parameter of the callback, when the provider sent one. */
function callbackNames(type: SocialType, callbackUrl: URL) {
  return type === 'apple' ? appleUserNames(callbackUrl.searchParams.get('user')) : undefined;
}

export function createSocialLogin(settings: SocialProviderSetting[]): SocialLogin {
  const providers = new Map<SocialType, Provider>(settings.map((setting) => [setting.preset.type, { setting }]));

  function provider(type: SocialType): Provider {
    const found = providers.get(type);
    if (!found) throw new Error(`${type} sign-in is not configured`);
    return found;
  }

  /** Discovery once per provider; a failed one is forgotten, so the next login tries again. */
  async function configurationOf(entry: Provider): Promise<oidc.Configuration> {
    if (!entry.configuration) {
      entry.configuration = configure(entry.setting);
      entry.configuration.catch(() => {
        entry.configuration = undefined;
      });
    }
    try {
      return await entry.configuration;
    } catch (error) {
      throw new SocialProviderError('unavailable', 'discovery', error);
    }
  }

  /** Runs one provider step; any failure becomes a SocialProviderError saying whose fault it was. */
  async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw SocialProviderError.from(name, error);
    }
  }

  return {
    configured: () => [...providers.keys()],

    preset: (type) => providers.get(type)?.setting.preset,

    async authorize(type, redirectUri) {
      const entry = provider(type);
      const { preset } = entry.setting;
      const configuration = await configurationOf(entry);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = preset.protocol === 'oidc' ? oidc.randomNonce() : null;
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: preset.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      };
      if (nonce) parameters.nonce = nonce;
      if (preset.responseMode) parameters.response_mode = preset.responseMode;
      const url = oidc.buildAuthorizationUrl(configuration, parameters);
      return { authorizationUrl: url.href, state, codeVerifier, nonce, responseMode: preset.responseMode ?? 'query' };
    },

    async completeAuthorization(type, callbackUrl, checks) {
      const entry = provider(type);
      const { preset } = entry.setting;
      const configuration = await configurationOf(entry);
      const isOidc = preset.protocol === 'oidc';
      if (isOidc && !checks.nonce) throw new SocialProviderError('invalid', 'callback', new Error('nonce missing'));
      const tokens = await step('code exchange', () =>
        oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(isOidc ? { expectedNonce: checks.nonce ?? undefined, idTokenExpected: true } : {}),
        }),
      );
      if (preset.protocol === 'oidc') {
        const claims = tokens.claims();
        if (!claims) throw new SocialProviderError('invalid', 'code exchange', new Error('no ID token'));
        const userinfo = configuration.serverMetadata().userinfo_endpoint
          ? await step('userinfo', () => oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub))
          : null;
        return oidcIdentity(type, claims, userinfo, callbackNames(type, callbackUrl));
      }
      const profile = await step('profile', async () => {
        const response = await oidc.fetchProtectedResource(configuration, tokens.access_token, new URL(preset.profileUrl), 'GET');
        if (!response.ok) throw new SocialProviderError(response.status >= 500 ? 'unavailable' : 'invalid', 'profile', new Error(`HTTP ${response.status}`));
        return preset.toIdentity(await response.json());
      });
      return { provider: type, ...profile };
    },

    async verifyIdToken(type, idToken, options = {}) {
      const entry = provider(type);
      const { preset, clientId, clientSecret } = entry.setting;
      if (preset.protocol !== 'oidc') throw new Error(`${preset.name} issues no ID token`);
      const metadata = (await configurationOf(entry)).serverMetadata();
      // Symmetric algorithms are never trusted unless the provider says it signs with them.
      const algorithms = (metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter((alg) => alg !== 'none');
      const jwksUri = metadata.jwks_uri;
      if (!entry.keys && jwksUri) entry.keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: providerTimeoutSeconds * 1000 });
      const remoteKeys = entry.keys;
      const secret = new TextEncoder().encode(clientSecret);
      const claims = await step('ID token', async () => {
        const { payload } = await jwtVerify(
          idToken,
          (header, token) => {
            if (header.alg?.startsWith('HS')) return secret;
            if (!remoteKeys) throw new SocialProviderError('invalid', 'ID token', new Error('the provider publishes no keys'));
            return remoteKeys(header, token);
          },
          { issuer: metadata.issuer, audience: clientId, algorithms, requiredClaims: ['sub', 'exp', 'iat'] },
        );
        if (options.nonce !== undefined && payload.nonce !== options.nonce) {
          throw new SocialProviderError('invalid', 'ID token', new Error('nonce mismatch'));
        }
        return payload;
      });
      return oidcIdentity(type, claims as Record<string, unknown>);
    },
  };
}

/** The platform without social login: no provider is configured. */
export const noSocialLogin: SocialLogin = createSocialLogin([]);
