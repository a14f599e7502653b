import * as oidc from 'openid-client';
import { SocialProviderError } from './social/errors';

/**
 * The OpenID Connect relying party shared by social login (server/auth/social/client.ts) and
 * identity verification (server/identity/): discovery once per provider, the authorization URL
 * with PKCE (S256), state and nonce, and the code exchange that checks them and the ID token, with
 * the UserInfo answer when the provider has the endpoint. openid-client does the protocol.
 */

/** Seconds a provider call may take before the attempt fails as "unavailable". */
export const providerTimeoutSeconds = 10;

export type ClientAuthMethod = 'client_secret_post' | 'client_secret_basic';

/** One OpenID provider and this platform's client at it. */
export interface OidcConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
  clientAuth: ClientAuthMethod;
  /** Plain-http calls to a loopback test provider (never in production). */
  allowInsecure: boolean;
}

export function clientAuthOf(method: ClientAuthMethod, secret: string): oidc.ClientAuth {
  return method === 'client_secret_basic' ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret);
}

/** The provider's configuration from its discovery document. */
export function discover(connection: OidcConnection): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(connection.issuer),
    connection.clientId,
    { client_secret: connection.clientSecret },
    clientAuthOf(connection.clientAuth, connection.clientSecret),
    { execute: connection.allowInsecure ? [oidc.allowInsecureRequests] : [], timeout: providerTimeoutSeconds },
  );
}

/** A configuration made once and shared; a failed attempt is forgotten, so the next call tries again. */
export function lazyConfiguration(load: () => Promise<oidc.Configuration>): () => Promise<oidc.Configuration> {
  let pending: Promise<oidc.Configuration> | undefined;
  return async () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = undefined;
      });
    }
    try {
      return await pending;
    } catch (error) {
      throw new SocialProviderError('unavailable', 'discovery', error);
    }
  };
}

/** Runs one provider step; any failure becomes a SocialProviderError saying whose fault it was. */
export async function providerStep<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw SocialProviderError.from(name, error);
  }
}

/** One attempt's start: where to send the user, and the secrets to hand back with the callback. */
export interface AuthorizationStart {
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

export async function startAuthorization(
  configuration: oidc.Configuration,
  options: { redirectUri: string; scope: string; withNonce: boolean; responseMode?: 'form_post' },
): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = options.withNonce ? oidc.randomNonce() : null;
  const parameters: Record<string, string> = {
    redirect_uri: options.redirectUri,
    scope: options.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  };
  if (nonce) parameters.nonce = nonce;
  if (options.responseMode) parameters.response_mode = options.responseMode;
  const url = oidc.buildAuthorizationUrl(configuration, parameters);
  return { authorizationUrl: url.href, state, codeVerifier, nonce, responseMode: options.responseMode ?? 'query' };
}

type Claims = Record<string, unknown>;

/**
 * Exchanges the code of the URL the provider sent the user back to, checking state, PKCE and
 * nonce and the ID token; answers its claims and, when the provider has the endpoint, UserInfo's.
 */
export async function completeOidcAuthorization(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: CallbackChecks,
): Promise<{ claims: Claims; userinfo: Claims | null }> {
  if (!checks.nonce) throw new SocialProviderError('invalid', 'callback', new Error('nonce missing'));
  const tokens = await providerStep('code exchange', () =>
    oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce ?? undefined,
      idTokenExpected: true,
    }),
  );
  const claims = tokens.claims();
  if (!claims) throw new SocialProviderError('invalid', 'code exchange', new Error('no ID token'));
  const userinfo = configuration.serverMetadata().userinfo_endpoint
    ? await providerStep('userinfo', () => oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub))
    : null;
  return { claims: claims as Claims, userinfo: userinfo as Claims | null };
}
