import { createHmac } from 'node:crypto';
import {
  type AuthorizationStart,
  type CallbackChecks,
  completeOidcAuthorization,
  discover,
  lazyConfiguration,
  startAuthorization,
} from '../auth/oidc-client';
import { SocialProviderError } from '../auth/social/errors';
import type { IdentityProviderSetting } from './settings';

/** Who the national digital ID service says the user is: the national id and the registered name. */
export interface VerifiedIdentity {
  nationalId: string;
  name: string;
}

/** The one provider so far: Singapore's national digital ID (Singpass), for the sg site. */
export const sgIdentityProvider = { provider: 'sg_national_id', countryKey: 'sg' } as const;

export interface IdentityVerifier {
  authorize(redirectUri: string): Promise<AuthorizationStart>;
  /** Exchanges the callback's code (state, PKCE and nonce checked) and reads the identity claims. */
  complete(callbackUrl: URL, checks: CallbackChecks): Promise<VerifiedIdentity>;
  /** The keyed hash stored instead of the national id. */
  hashNationalId(nationalId: string): string;
}

type Claims = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** Singpass's subject reads `s=S1234567D,u=…` when the national id is not a claim of its own. */
const subjectId = (sub: unknown) => /(?:^|,)s=([A-Z]\d{7}[A-Z])(?:,|$)/i.exec(text(sub) ?? '')?.[1] ?? null;
/** Myinfo wraps values as {value: …}. */
const claimText = (value: unknown) => text(value) ?? text((value as { value?: unknown } | null)?.value);

export function identityFromClaims(claims: Claims, userinfo: Claims | null): VerifiedIdentity {
  const pick = (name: string) => claimText(userinfo?.[name]) ?? claimText(claims[name]);
  const nationalId = pick('uinfin') ?? subjectId(claims.sub);
  const given = pick('given_name');
  const family = pick('family_name');
  const name = pick('name') ?? ([given, family].filter(Boolean).join(' ') || null);
  if (!nationalId || !name) throw new SocialProviderError('invalid', 'claims', new Error('the national id or the name is missing'));
  return { nationalId: nationalId.toUpperCase(), name };
}

export function createIdentityVerifier(setting: IdentityProviderSetting): IdentityVerifier {
  const configuration = lazyConfiguration(() =>
    discover({ issuer: setting.issuer, clientId: setting.clientId, clientSecret: setting.clientSecret, clientAuth: 'client_secret_basic', allowInsecure: setting.allowInsecure }),
  );
  return {
    async authorize(redirectUri) {
      return startAuthorization(await configuration(), { redirectUri, scope: setting.scope, withNonce: true });
    },
    async complete(callbackUrl, checks) {
      const { claims, userinfo } = await completeOidcAuthorization(await configuration(), callbackUrl, checks);
      return identityFromClaims(claims, userinfo);
    },
    hashNationalId(nationalId) {
      return createHmac('sha256', setting.hashKey).update(`${sgIdentityProvider.countryKey}:${nationalId.trim().toUpperCase()}`).digest('hex');
    },
  };
}
