/**
 * The local OpenID provider of the e2e run and of the platform tests: where it listens, the one
 * client (the web's Google login, pointed at it with SOCIAL_GOOGLE_ISSUER) and its test users.
 * Plain data, so playwright.config.ts, the provider and the specs share it without loading the
 * provider itself.
 */

/** The provider's port in the e2e run; scripts/e2e-isolated.sh moves it with the others. */
export const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 4400);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

export const oidcClient = {
  client_id: 'hireloop-web-e2e',
  client_secret: 'e2e-client-secret-not-for-production-0123456789',
};

/**
 * The second client: the platform's identity verification (IDENTITY_SG_*), standing in for
 * Singapore's national digital ID service (docs/decisions/0044).
 */
export const oidcIdentityClient = {
  client_id: 'hireloop-identity-e2e',
  client_secret: 'e2e-identity-secret-not-for-production-0123456789',
};

/** The key of the national id's keyed hash in the e2e run (IDENTITY_ID_HASH_KEY). */
export const identityHashKey = 'e2e-identity-hash-key-not-for-production-0123456789';

/** The provider's users: what it knows and shares with the scopes openid, email and profile (and uinfin). */
export const oidcAccounts = [
  {
    sub: 'oidc-user-ana-1001',
    email: 'ana.reyes@social.example',
    email_verified: true,
    given_name: 'Ana',
    family_name: 'Reyes',
    name: 'Ana Reyes',
    picture: 'https://avatars.social.example/ana-reyes.png',
  },
  {
    sub: 'oidc-user-ben-1002',
    email: 'ben.tan@social.example',
    email_verified: false,
    given_name: 'Ben',
    family_name: 'Tan',
    name: 'Ben Tan',
    picture: null,
  },
  // People of the national ID service: a registered name (family name first) and a national id.
  {
    sub: 'sg-person-tan-ah-kow',
    email: 'tan.ahkow@id.example',
    email_verified: true,
    given_name: 'Ah Kow',
    family_name: 'Tan',
    name: 'TAN AH KOW',
    picture: null,
    uinfin: 'S1234567D',
  },
  {
    sub: 'sg-person-lim-mei-ling',
    email: 'lim.meiling@id.example',
    email_verified: true,
    given_name: 'Mei Ling',
    family_name: 'Lim',
    name: 'LIM MEI LING',
    picture: null,
    uinfin: 'S7654321A',
  },
];
