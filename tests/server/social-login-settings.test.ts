import { describe, expect, it } from 'vitest';
import { socialProviderSettings } from '@/server/auth/social/settings';
import { parseServerEnv } from '@/server/env';

/** Social login configuration: the providers with credentials are on, and every mistake is named at start. */

function problems(env: Record<string, string>): string {
  try {
    parseServerEnv(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('social login settings', () => {
  it('turns on exactly the providers that have a client id and secret, with their presets', () => {
    const env = parseServerEnv({
      SOCIAL_GOOGLE_CLIENT_ID: 'google-id',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
      SOCIAL_X_CLIENT_ID: 'x-id',
      SOCIAL_X_CLIENT_SECRET: 'x-secret',
      SOCIAL_APPLE_CLIENT_ID: '',
    });
    const settings = socialProviderSettings(env);
    expect(settings.map((setting) => [setting.preset.type, setting.preset.issuer, setting.allowInsecure])).toEqual([
      ['google', 'https://accounts.google.com', false],
      ['x', 'https://x.com', false],
    ]);
    expect(settings[0]).toMatchObject({ clientId: 'google-id', clientSecret: 'google-secret' });
  });

  it('points an OpenID Connect provider at another issuer, plain http only on loopback outside production', () => {
    const env = parseServerEnv({
      SOCIAL_GOOGLE_CLIENT_ID: 'id',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
      SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:4400',
    });
    expect(socialProviderSettings(env)[0]).toMatchObject({ preset: { type: 'google', issuer: 'http://127.0.0.1:4400' }, allowInsecure: true });
    expect(problems({ SOCIAL_GOOGLE_ISSUER: 'http://idp.example' })).toContain('SOCIAL_GOOGLE_ISSUER: must be https');
    expect(problems({ NODE_ENV: 'production', SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:4400' })).toContain('SOCIAL_GOOGLE_ISSUER: must be https');
    expect(problems({ SOCIAL_GOOGLE_ISSUER: 'https://idp.example' })).toBe('');
  });

  it('names a half-configured provider and an issuer for an OAuth 2.0 one', () => {
    const message = problems({ SOCIAL_LINE_CLIENT_ID: 'line-id', SOCIAL_FACEBOOK_CLIENT_SECRET: 'fb', SOCIAL_X_ISSUER: 'https://x.example' });
    expect(message).toContain('SOCIAL_LINE_CLIENT_SECRET: is required when SOCIAL_LINE_CLIENT_ID is set');
    expect(message).toContain('SOCIAL_FACEBOOK_CLIENT_ID: is required when SOCIAL_FACEBOOK_CLIENT_SECRET is set');
    expect(message).toContain('SOCIAL_X_ISSUER: X is OAuth 2.0 with fixed endpoints');
  });
});
