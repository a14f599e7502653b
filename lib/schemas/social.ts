import { z } from 'zod';
import { type SocialType, socialTypes } from './auth';

/**
 * The social login contract (platform spec §2 Sign-up and login, core spec §7 Auth): which
 * providers are on, the start of an authorization (OAuth 2.0 / OpenID Connect with PKCE), and the
 * two logins. Parsed on the platform; the web reads the answers with them.
 */

/** How each provider is named on its button; brand names, the same in every language. */
export const socialProviderNames: Record<SocialType, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  line: 'LINE',
  x: 'X',
  linkedin: 'LinkedIn',
};

export const socialTypeSchema = z.enum(socialTypes, 'Choose one of google, apple, facebook, line, x, linkedin');

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'Enter an http or https URL' })
  .max(2000, 'Use at most 2000 characters');

const languageCode = z.string().max(10).optional();
const source = z.enum(['web', 'mobile_web']).default('web');

/** GET /auth/social/providers: the providers that have credentials on this platform. */
export const socialProvidersSchema = z.object({ social_types: z.array(socialTypeSchema) });

/** POST /auth/social/authorize: where the provider should send the user back. */
export const socialAuthorizeBodySchema = z.object({
  social_type: socialTypeSchema,
  redirect_uri: httpUrl,
});
export type SocialAuthorizeBody = z.input<typeof socialAuthorizeBodySchema>;

/**
 * The answer: the provider's authorization URL and the secrets of this one attempt, which the
 * caller keeps (the web: in a short-lived HttpOnly cookie) and hands back with the callback.
 * `nonce` is null for OAuth 2.0 providers, which issue no ID token.
 */
export const socialAuthorizationSchema = z.object({
  authorization_url: z.url(),
  state: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
  nonce: z.string().min(1).nullable(),
  /**
   * How the provider sends the user back: a GET with query parameters, or a cross-site form
   * POST (Apple), whose callback needs its attempt cookie sent cross-site.
   */
  response_mode: z.enum(['query', 'form_post']),
});
export type SocialAuthorization = z.infer<typeof socialAuthorizationSchema>;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const codeVerifier = z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'Not a PKCE code verifier');
const attemptSecret = z.string().min(1).max(200);

/**
 * POST /auth/jobseekers/social-login: the full URL the provider sent the user back to (with its
 * code and state), and the attempt's verifier, state and nonce. The platform exchanges the code.
 */
export const jobseekerSocialLoginBodySchema = z.object({
  social_type: socialTypeSchema,
  callback_url: httpUrl,
  code_verifier: codeVerifier,
  state: attemptSecret,
  nonce: attemptSecret.optional(),
  language_code: languageCode,
  source,
});
export type JobseekerSocialLoginBody = z.input<typeof jobseekerSocialLoginBodySchema>;

const nameSchema = z.string().trim().max(50, 'Use at most 50 characters').optional();

/**
 * POST /auth/social-login (core spec §7): a client that signed the user in with the provider
 * itself (an app's native SDK) sends the profile fields and the provider's ID token. Identity
 * comes from the verified token only: `user_id` must be its subject, and the email is taken
 * from the token, never from the body. Names and avatar fill a new account's profile where
 * the token has none (Apple gives names to the app only). `active_key` is accepted for the
 * documented shape; the account's own state decides what it is.
 */
export const socialLoginBodySchema = z.object({
  social_type: socialTypeSchema,
  user_id: z.string().trim().min(1, 'Required').max(255),
  id_token: z.string().trim().min(20, 'Not an ID token').max(8000),
  nonce: attemptSecret.optional(),
  email: z.string().trim().max(254).optional(),
  first_name: nameSchema,
  last_name: nameSchema,
  avatar: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  source,
  active_key: z.number().int().optional(),
  language_code: languageCode,
});
export type SocialLoginBody = z.input<typeof socialLoginBodySchema>;
