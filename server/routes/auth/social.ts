import { type Context, Hono } from 'hono';
import type { Language } from '@/lib/languages';
import type { SocialType } from '@/lib/schemas/auth';
import { jobseekerSocialLoginBodySchema, socialAuthorizeBodySchema, socialLoginBodySchema } from '@/lib/schemas/social';
import { issueLogin } from '../../auth/login';
import { bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import { signInWithSocialIdentity } from '../../auth/social/accounts';
import { noSocialLogin, type SocialLogin } from '../../auth/social/client';
import { SocialProviderError } from '../../auth/social/errors';
import type { SocialIdentity } from '../../auth/social/identity';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

/** A handler's context as the app's: validate() adds `body` to its variables, which the shared helpers do not read. */
function appContext<E extends AppEnv>(c: Context<E>): Context<AppEnv> {
  return c as unknown as Context<AppEnv>;
}

/**
 * Social login (OAuth 2.0 / OpenID Connect with PKCE; docs/decisions/0015-social-login.md):
 * - GET /auth/social/providers: the configured providers;
 * - POST /auth/social/authorize: an authorization URL and the attempt's state, verifier, nonce;
 * - POST /auth/jobseekers/social-login: the callback URL and those secrets → the code is
 *   exchanged here, the account found, linked or created, and the login answered;
 * - POST /auth/social-login (core spec §7): the same with an ID token a client obtained itself.
 */
export function socialRoutes(services: PlatformServices) {
  const social: SocialLogin = services.social ?? noSocialLogin;

  function configuredPreset(type: SocialType) {
    const preset = social.preset(type);
    if (!preset) throw AppError.validation({ social_type: ['This sign-in provider is not available'] });
    return preset;
  }

  /** A provider failure as the caller sees it, logged by kind and step only (no code, no token). */
  function providerFailure(c: Context<AppEnv>, type: SocialType, error: unknown): AppError {
    const failure = SocialProviderError.from('provider', error);
    const preset = configuredPreset(type);
    c.get('log').warn({ provider: type, ...failure.logFields() }, 'social login failed at the provider');
    return failure.kind === 'unavailable'
      ? new AppError(apiCode.serverError, { message: `${preset.name} sign-in is unavailable right now` })
      : new AppError(preset.invalidCode);
  }

  async function answerLogin(
    c: Context<AppEnv>,
    identity: SocialIdentity,
    body: { language: Language; source: string },
    fallback?: { firstName?: string; lastName?: string; avatar?: string },
  ) {
    const now = c.get('now');
    const db = c.get('db');
    const { language } = body;
    const { user, isNewAccount } = await signInWithSocialIdentity(db, identity, {
      now,
      countryKey: c.get('country').key,
      languageSlug: language.slug,
      source: body.source,
      fallback,
    });
    const answer = await issueLogin(db, user, {
      now,
      deviceUuid: deviceUuidOf(c),
      source: body.source,
      isNewAccount,
    });
    c.get('log').info({ userId: user.id, provider: identity.provider, isNewAccount }, 'social login');
    return ok(c, answer);
  }

  return new Hono<AppEnv>()
    .get('/social/providers', (c) => ok(c, { social_types: social.configured() }))

    .post('/social/authorize', validate('json', socialAuthorizeBodySchema, 'body'), async (c) => {
      const { social_type: type, redirect_uri: redirectUri } = c.get('body');
      configuredPreset(type);
      try {
        const start = await social.authorize(type, redirectUri);
        return ok(c, {
          authorization_url: start.authorizationUrl,
          state: start.state,
          code_verifier: start.codeVerifier,
          nonce: start.nonce,
          response_mode: start.responseMode,
        });
      } catch (error) {
        throw providerFailure(appContext(c), type, error);
      }
    })

    .post('/jobseekers/social-login', validate('json', jobseekerSocialLoginBodySchema, 'body'), async (c) => {
      const body = c.get('body');
      const type = body.social_type;
      configuredPreset(type);
      // Everything the request can be refused for is checked before the code is spent.
      const language = bodyLanguage(appContext(c), body.language_code);
      let identity: SocialIdentity;
      try {
        identity = await social.completeAuthorization(type, new URL(body.callback_url), {
          codeVerifier: body.code_verifier,
          state: body.state,
          nonce: body.nonce,
        });
      } catch (error) {
        throw providerFailure(appContext(c), type, error);
      }
      return answerLogin(appContext(c), identity, { language, source: body.source });
    })

    .post('/social-login', validate('json', socialLoginBodySchema, 'body'), async (c) => {
      const body = c.get('body');
      const type = body.social_type;
      const preset = configuredPreset(type);
      const language = bodyLanguage(appContext(c), body.language_code);
      if (preset.protocol !== 'oidc') {
        throw AppError.validation({
          id_token: [`${preset.name} sign-in issues no ID token: use the authorization code flow (POST /auth/jobseekers/social-login)`],
        });
      }
      let identity: SocialIdentity;
      try {
        identity = await social.verifyIdToken(type, body.id_token, { nonce: body.nonce });
      } catch (error) {
        throw providerFailure(appContext(c), type, error);
      }
      // The body's user_id is only a claim; the verified token must say the same.
      if (identity.subject !== body.user_id) {
        c.get('log').warn({ provider: type, step: 'ID token', kind: 'invalid', reason: 'subject differs from user_id' }, 'social login failed at the provider');
        throw new AppError(preset.invalidCode);
      }
      return answerLogin(appContext(c), identity, { language, source: body.source }, { firstName: body.first_name, lastName: body.last_name, avatar: body.avatar });
    });
}
