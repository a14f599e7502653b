import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { SocialType } from '@/lib/schemas/auth';
import {
  type AuthorizationStart,
  type CallbackChecks,
  clientAuthOf,
  completeOidcAuthorization,
  discover,
  lazyConfiguration,
  providerStep as step,
  providerTimeoutSeconds,
  startAuthorization,
} from '../oidc-client';
import { SocialProviderError } from './errors';
import { appleUserNames, oidcIdentity, type SocialIdentity } from './identity';
import type { ProviderPreset } from './providers';
import type { SocialProviderSetting } from './settings';

/** One attempt's start: where to send the user, and the secrets to hand back with the callback. */
export type SocialAuthorizationStart = AuthorizationStart;
export type { CallbackChecks };

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

interface Provider {
  setting: SocialProviderSetting;
  configuration: () => Promise<oidc.Configuration>;
  keys?: JWTVerifyGetKey;
}

function clientAuth(setting: SocialProviderSetting): oidc.ClientAuth {
  return clientAuthOf(setting.preset.clientAuth, setting.clientSecret);
}

async function configure(setting: SocialProviderSetting): Promise<oidc.Configuration> {
  const { preset, clientId } = setting;
  if (preset.protocol === 'oidc') {
    return discover({ issuer: preset.issuer, clientId, clientSecret: setting.clientSecret, clientAuth: preset.clientAuth, allowInsecure: setting.allowInsecure });
  }
  const configuration = new oidc.Configuration(
    { issuer: preset.issuer, authorization_endpoint: preset.authorizationEndpoint, token_endpoint: preset.tokenEndpoint },
    clientId,
    { client_secret: setting.clientSecret },
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
  const providers = new Map<SocialType, Provider>(
    settings.map((setting) => [setting.preset.type, { setting, configuration: lazyConfiguration(() => configure(setting)) }]),
  );

  function provider(type: SocialType): Provider {
    const found = providers.get(type);
    if (!found) throw new Error(`${type} sign-in is not configured`);
    return found;
  }

  return {
    configured: () => [...providers.keys()],

    preset: (type) => providers.get(type)?.setting.preset,

    async authorize(type, redirectUri) {
      const entry = provider(type);
      const { preset } = entry.setting;
      return startAuthorization(await entry.configuration(), {
        redirectUri,
        scope: preset.scope,
        withNonce: preset.protocol === 'oidc',
        responseMode: preset.responseMode,
      });
    },

    async completeAuthorization(type, callbackUrl, checks) {
      const entry = provider(type);
      const { preset } = entry.setting;
      const configuration = await entry.configuration();
      if (preset.protocol === 'oidc') {
        const { claims, userinfo } = await completeOidcAuthorization(configuration, callbackUrl, checks);
        return oidcIdentity(type, claims, userinfo, callbackNames(type, callbackUrl));
      }
      const tokens = await step('code exchange', () =>
        oidc.authorizationCodeGrant(configuration, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state }),
      );
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
      const metadata = (await entry.configuration()).serverMetadata();
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
