import { z } from 'zod';
import { jobCardSchema } from './job';

/**
 * Identity verification through Singapore's national digital ID service (platform spec §1, §4;
 * docs/decisions/0044): the seeker's status, the start and the end of an OpenID Connect attempt,
 * and the jobs it unlocks.
 */

const httpUrl = z.url({ protocol: /^https?$/, message: 'Enter an http or https URL' }).max(2000, 'Use at most 2000 characters');
const secret = z.string().min(1).max(200);

/** GET /jobseeker/identity-verification. `available`: this site offers it and it is configured. */
export const identityStatusSchema = z.object({
  available: z.boolean(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** POST /jobseeker/identity-verification/authorize: where the service should send the user back. */
export const identityAuthorizeBodySchema = z.object({ redirect_uri: httpUrl });

export const identityAuthorizationSchema = z.object({
  authorization_url: z.url(),
  state: z.string(),
  code_verifier: z.string(),
  nonce: z.string(),
});

/** POST /jobseeker/identity-verification/complete: the callback URL and the attempt's secrets. */
export const identityCompleteBodySchema = z.object({
  callback_url: httpUrl,
  state: secret,
  code_verifier: secret,
  nonce: secret,
});

export const identityVerifiedSchema = z.object({ verified: z.literal(true), verified_at: z.string() });

/** GET /jobseeker/identity-verification/jobs: the country's open jobs for verified seekers only. */
export const verifiedJobsSchema = z.object({ jobs: z.array(jobCardSchema) });
