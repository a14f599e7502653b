import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  identityAuthorizeBodySchema,
  type identityAuthorizationSchema,
  identityCompleteBodySchema,
  type identityStatusSchema,
  type identityVerifiedSchema,
  type verifiedJobsSchema,
} from '@/lib/schemas/identity-verification';
import { appContext } from '../../auth/request-facts';
import { SocialProviderError } from '../../auth/social/errors';
import { acceptIdentity } from '../../domain/identity-verification';
import { sgIdentityProvider, type IdentityVerifier, type VerifiedIdentity } from '../../identity/verifier';
import { verificationOf, verifiedOnlyJobs } from '../../identity/verifications';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Identity verification (platform spec §1, §4, §5; docs/decisions/0044), for a signed-in seeker on
 * the Singapore site:
 * - GET /jobseeker/identity-verification: offered here? verified?
 * - POST /jobseeker/identity-verification/authorize: the national ID service's authorization URL
 *   and the attempt's state, PKCE verifier and nonce (kept by the web, nothing stored here);
 * - POST /jobseeker/identity-verification/complete: the callback → the claims; the registered
 *   name must match the profile's (41610), then the verification is stored (a keyed hash of the
 *   national id, never the number);
 * - GET /jobseeker/identity-verification/jobs: the jobs it unlocks (verified seekers only, 40005).
 * Elsewhere than sg: 403 41611. Not configured: 503 41614.
 */
export function identityVerificationRoutes(services: PlatformServices) {
  function verifierFor(c: Context<AppEnv>): IdentityVerifier {
    if (c.get('country').key !== sgIdentityProvider.countryKey) throw new AppError(apiCode.identitySingaporeOnly);
    if (!services.identity) throw new AppError(apiCode.identityUnavailable);
    return services.identity;
  }

  /** The provider's refusal (bad state, nonce, code) is 41612; an unreachable provider 41614. */
  function providerFailure(c: Context<AppEnv>, error: unknown): AppError {
    const failure = SocialProviderError.from('provider', error);
    c.get('log').warn({ provider: sgIdentityProvider.provider, ...failure.logFields() }, 'identity verification failed at the provider');
    return new AppError(failure.kind === 'unavailable' ? apiCode.identityUnavailable : apiCode.identityVerificationFailed);
  }

  return new Hono<AppEnv>()
    .get('/identity-verification', requireUser(), async (c) => {
      const found = await verificationOf(c.get('db'), c.get('userId'));
      const answer: z.infer<typeof identityStatusSchema> = {
        available: c.get('country').key === sgIdentityProvider.countryKey && services.identity !== undefined,
        verified: found !== null,
        verified_at: found?.verifiedAt.toISOString() ?? null,
      };
      return ok(c, answer);
    })
    .post('/identity-verification/authorize', requireUser(), validate('json', identityAuthorizeBodySchema, 'body'), async (c) => {
      const verifier = verifierFor(appContext(c));
      try {
        const start = await verifier.authorize(c.get('body').redirect_uri);
        const answer: z.infer<typeof identityAuthorizationSchema> = {
          authorization_url: start.authorizationUrl,
          state: start.state,
          code_verifier: start.codeVerifier,
          nonce: start.nonce ?? '',
        };
        return ok(c, answer);
      } catch (error) {
        throw providerFailure(appContext(c), error);
      }
    })
    .post('/identity-verification/complete', requireUser(), validate('json', identityCompleteBodySchema, 'body'), async (c) => {
      const verifier = verifierFor(appContext(c));
      const body = c.get('body');
      let identity: VerifiedIdentity;
      try {
        identity = await verifier.complete(new URL(body.callback_url), { codeVerifier: body.code_verifier, state: body.state, nonce: body.nonce });
      } catch (error) {
        throw providerFailure(appContext(c), error);
      }
      const verifiedAt = await acceptIdentity(c.get('db'), c.get('log'), { userId: c.get('userId'), identity, verifier, now: c.get('now') });
      const answer: z.infer<typeof identityVerifiedSchema> = { verified: true, verified_at: verifiedAt.toISOString() };
      return ok(c, answer);
    })
    .get('/identity-verification/jobs', requireUser(), async (c) => {
      verifierFor(appContext(c));
      if (!(await verificationOf(c.get('db'), c.get('userId')))) throw new AppError(apiCode.noPermission, { message: 'Verify your identity to see these jobs' });
      const jobs = await verifiedOnlyJobs(c.get('db'), { country: c.get('country'), language: c.get('language'), now: c.get('now'), size: 20 });
      const answer: z.infer<typeof verifiedJobsSchema> = { jobs };
      return ok(c, answer);
    });
}
