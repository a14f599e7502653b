import { z } from 'zod';
import { allowsInsecureIssuer, optionalIssuer, optionalText } from '../auth/social/settings';

/**
 * Identity verification through Singapore's national digital ID service as an OpenID provider
 * (platform spec §1, §4; docs/decisions/0044), configured by environment: the issuer, this
 * platform's client id and secret, the scopes, and the key of the national id's keyed hash.
 * Unset: the feature is off (the verification calls answer 41614).
 */
export const identityEnvShape = {
  IDENTITY_SG_ISSUER: optionalIssuer,
  IDENTITY_SG_CLIENT_ID: optionalText,
  IDENTITY_SG_CLIENT_SECRET: optionalText,
  /** Singpass Myinfo's scopes for the national id (NRIC/FIN) and the registered name. */
  IDENTITY_SG_SCOPE: z.string().trim().min(6).max(500).default('openid uinfin name'),
  /** HMAC key of the stored national id hash (openssl rand -hex 32); keep it for as long as verifications are kept. */
  IDENTITY_ID_HASH_KEY: z.string().min(32, 'must have at least 32 characters (openssl rand -hex 32)').max(200).optional().or(z.literal('').transform(() => undefined)),
};

type IdentityEnv = {
  IDENTITY_SG_ISSUER?: string;
  IDENTITY_SG_CLIENT_ID?: string;
  IDENTITY_SG_CLIENT_SECRET?: string;
  IDENTITY_SG_SCOPE: string;
  IDENTITY_ID_HASH_KEY?: string;
  NODE_ENV: string;
};

const parts = ['IDENTITY_SG_ISSUER', 'IDENTITY_SG_CLIENT_ID', 'IDENTITY_SG_CLIENT_SECRET', 'IDENTITY_ID_HASH_KEY'] as const;

/** All four or none; an http issuer only on a loopback host outside production. */
export function checkIdentityEnv(env: IdentityEnv, ctx: z.RefinementCtx): void {
  const set = parts.filter((key) => env[key]);
  if (set.length > 0) {
    for (const key of parts) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set` });
    }
  }
  const issuer = env.IDENTITY_SG_ISSUER;
  if (issuer?.startsWith('http:') && !allowsInsecureIssuer(issuer, env.NODE_ENV)) {
    ctx.addIssue({ code: 'custom', path: ['IDENTITY_SG_ISSUER'], message: 'must be https (http only for a 127.0.0.1 or localhost issuer outside production)' });
  }
}

export interface IdentityProviderSetting {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  hashKey: string;
  allowInsecure: boolean;
}

/** The configured provider, or null when identity verification is off. */
export function identityProviderSetting(env: IdentityEnv): IdentityProviderSetting | null {
  const { IDENTITY_SG_ISSUER: issuer, IDENTITY_SG_CLIENT_ID: clientId, IDENTITY_SG_CLIENT_SECRET: clientSecret, IDENTITY_ID_HASH_KEY: hashKey } = env;
  if (!issuer || !clientId || !clientSecret || !hashKey) return null;
  return { issuer, clientId, clientSecret, scope: env.IDENTITY_SG_SCOPE, hashKey, allowInsecure: allowsInsecureIssuer(issuer, env.NODE_ENV) };
}
