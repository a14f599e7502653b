import { z } from 'zod';
import { type SocialType, socialTypes } from '@/lib/schemas/auth';
import { type ProviderPreset, providerPresets } from './providers';

/**
 * Social login configuration from the environment (server/env.ts spreads the shape and runs the
 * check): per provider `SOCIAL_<TYPE>_CLIENT_ID`, `SOCIAL_<TYPE>_CLIENT_SECRET` and, for the
 * OpenID Connect ones, an optional `SOCIAL_<TYPE>_ISSUER` replacing the provider's own issuer.
 * A provider with both credentials is configured; the others show no button.
 */

type Suffix = 'CLIENT_ID' | 'CLIENT_SECRET' | 'ISSUER';
export type SocialEnvKey = `SOCIAL_${Uppercase<SocialType>}_${Suffix}`;

export function socialEnvKey(type: SocialType, suffix: Suffix): SocialEnvKey {
  return `SOCIAL_${type.toUpperCase()}_${suffix}` as SocialEnvKey;
}

const blank = z.literal('').transform(() => undefined);
export const optionalText = z.string().trim().min(1).max(4000).optional().or(blank);
export const optionalIssuer = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional().or(blank);

export const socialEnvShape = Object.fromEntries(
  socialTypes.flatMap((type) => [
    [socialEnvKey(type, 'CLIENT_ID'), optionalText],
    [socialEnvKey(type, 'CLIENT_SECRET'), optionalText],
    [socialEnvKey(type, 'ISSUER'), optionalIssuer],
  ]),
) as { [K in SocialEnvKey]: K extends `${string}_ISSUER` ? typeof optionalIssuer : typeof optionalText };

type SocialEnv = { [K in SocialEnvKey]?: string | undefined } & { NODE_ENV: string };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is for a local test provider only: a loopback host, never in production. */
export function allowsInsecureIssuer(issuer: string, nodeEnv: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname) && nodeEnv !== 'production';
}

/** Names every half-configured provider and every issuer that cannot be used. */
export function checkSocialEnv(env: SocialEnv, ctx: z.RefinementCtx): void {
  for (const type of socialTypes) {
    const id = socialEnvKey(type, 'CLIENT_ID');
    const secret = socialEnvKey(type, 'CLIENT_SECRET');
    const issuerKey = socialEnvKey(type, 'ISSUER');
    if (env[id] && !env[secret]) ctx.addIssue({ code: 'custom', path: [secret], message: `is required when ${id} is set` });
    if (env[secret] && !env[id]) ctx.addIssue({ code: 'custom', path: [id], message: `is required when ${secret} is set` });
    const issuer = env[issuerKey];
    if (!issuer) continue;
    if (providerPresets[type].protocol !== 'oidc') {
      ctx.addIssue({ code: 'custom', path: [issuerKey], message: `${providerPresets[type].name} is OAuth 2.0 with fixed endpoints; only OpenID Connect providers take an issuer` });
    } else if (issuer.startsWith('http:') && !allowsInsecureIssuer(issuer, env.NODE_ENV)) {
      ctx.addIssue({ code: 'custom', path: [issuerKey], message: 'must be https (http only for a 127.0.0.1 or localhost issuer outside production)' });
    }
  }
}

/** One configured provider: its preset (issuer overridden when asked) and the client's credentials. */
export interface SocialProviderSetting {
  preset: ProviderPreset;
  clientId: string;
  clientSecret: string;
  /** Whether plain-http calls to the provider are allowed (a local test provider). */
  allowInsecure: boolean;
}

/** The providers with credentials, from an environment that passed `checkSocialEnv`. */
export function socialProviderSettings(env: SocialEnv): SocialProviderSetting[] {
  const settings: SocialProviderSetting[] = [];
  for (const type of socialTypes) {
    const clientId = env[socialEnvKey(type, 'CLIENT_ID')];
    const clientSecret = env[socialEnvKey(type, 'CLIENT_SECRET')];
    if (!clientId || !clientSecret) continue;
    const issuer = env[socialEnvKey(type, 'ISSUER')];
    const base = providerPresets[type];
    const preset = issuer && base.protocol === 'oidc' ? { ...base, issuer } : base;
    settings.push({ preset, clientId, clientSecret, allowInsecure: allowsInsecureIssuer(preset.issuer, env.NODE_ENV) });
  }
  return settings;
}
