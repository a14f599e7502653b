import type { SocialType } from '@/lib/schemas/auth';
import { socialProviderNames } from '@/lib/schemas/social';
import type { SocialIdentity } from './identity';

import type { ClientAuthMethod } from '../oidc-client';
import * as apiCode from '@/lib/schemas/api-codes';

/** How the platform authenticates itself at the provider's token endpoint. */
export type { ClientAuthMethod };

interface PresetCommon {
  type: SocialType;
  /** The brand name, for messages and logs. */
  name: string;
  /** Platform spec §8: the code of "invalid social credentials" for this provider. */
  invalidCode: number;
  scope: string;
  clientAuth: ClientAuthMethod;
  /** Apple answers with a form POST when names or email are asked for. */
  responseMode?: 'form_post';
}

/** OpenID Connect: endpoints and keys from the issuer's discovery document; identity from the ID token. */
export interface OidcPreset extends PresetCommon {
  protocol: 'oidc';
  issuer: string;
}

/**
 * OAuth 2.0 without an ID token: fixed endpoints, and the identity read from the provider's own
 * user API with the access token, mapped field by field.
 */
export interface OAuth2Preset extends PresetCommon {
  protocol: 'oauth2';
  /** A name for the server in openid-client's metadata; nothing is discovered from it. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileUrl: string;
  toIdentity(profile: unknown): Omit<SocialIdentity, 'provider'>;
}

export type ProviderPreset = OidcPreset | OAuth2Preset;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
}

/**
 * Facebook Graph API `/me`. Facebook states no verification flag for the email, so it is never
 * used to join an existing account (docs/decisions/0015-social-login.md).
 */
function facebookIdentity(profile: unknown): Omit<SocialIdentity, 'provider'> {
  const me = record(profile);
  const subject = text(me.id);
  if (!subject) throw new Error('Facebook profile without an id');
  return {
    subject,
    email: text(me.email),
    emailVerified: false,
    firstName: text(me.first_name) ?? '',
    lastName: text(me.last_name) ?? '',
    avatar: text(record(record(me.picture).data).url),
  };
}

/** X API v2 `/2/users/me`: `{ data: { id, name, username, profile_image_url } }`, no email. */
function xIdentity(profile: unknown): Omit<SocialIdentity, 'provider'> {
  const data = record(record(profile).data);
  const subject = text(data.id);
  if (!subject) throw new Error('X profile without an id');
  return {
    subject,
    email: null,
    emailVerified: false,
    firstName: text(data.name) ?? text(data.username) ?? '',
    lastName: '',
    avatar: text(data.profile_image_url),
  };
}

const graph = 'https://graph.facebook.com/v23.0';

/**
 * The six providers of platform spec §2. Google, Apple, LINE and LinkedIn speak OpenID Connect;
 * Facebook and X are OAuth 2.0 with a user API. Scopes ask for the profile and email only.
 */
export const providerPresets = {
  google: {
    type: 'google',
    name: socialProviderNames.google,
    invalidCode: apiCode.googleCredentialsInvalid,
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
    clientAuth: 'client_secret_basic',
  },
  linkedin: {
    type: 'linkedin',
    name: socialProviderNames.linkedin,
    invalidCode: apiCode.linkedInCredentialsInvalid,
    protocol: 'oidc',
    issuer: 'https://www.linkedin.com/oauth',
    scope: 'openid profile email',
    clientAuth: 'client_secret_post',
  },
  facebook: {
    type: 'facebook',
    name: socialProviderNames.facebook,
    invalidCode: apiCode.facebookCredentialsInvalid,
    protocol: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenEndpoint: `${graph}/oauth/access_token`,
    profileUrl: `${graph}/me?fields=id,first_name,last_name,email,picture.width(400).height(400)`,
    scope: 'public_profile email',
    clientAuth: 'client_secret_post',
    toIdentity: facebookIdentity,
  },
  apple: {
    type: 'apple',
    name: socialProviderNames.apple,
    invalidCode: apiCode.appleCredentialsInvalid,
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    clientAuth: 'client_secret_post',
    responseMode: 'form_post',
  },
  line: {
    type: 'line',
    name: socialProviderNames.line,
    invalidCode: apiCode.lineCredentialsInvalid,
    protocol: 'oidc',
    issuer: 'https://access.line.me',
    scope: 'openid profile email',
    clientAuth: 'client_secret_post',
  },
  x: {
    type: 'x',
    name: socialProviderNames.x,
    invalidCode: apiCode.xCredentialsInvalid,
    protocol: 'oauth2',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    profileUrl: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
    scope: 'users.read tweet.read',
    clientAuth: 'client_secret_basic',
    toIdentity: xIdentity,
  },
} satisfies Record<SocialType, ProviderPreset>;
