import type { LanguageSlug } from './languages';
import { type SocialType, socialTypes } from './schemas/auth';

/**
 * The web's side of social login: where a button starts it, and how a failed attempt comes back
 * to get-started (`?social_error=<reason>&social_type=<provider>`) to be said in the user's language.
 */

export const socialErrorParam = 'social_error';
export const socialTypeParam = 'social_type';

/** Why a social login ended back on get-started; each has a message in SocialLogin.errors. */
export const socialLoginErrors = ['cancelled', 'expired', 'failed', 'suspended', 'emailTaken', 'unavailable'] as const;
export type SocialLoginError = (typeof socialLoginErrors)[number];

export function isSocialLoginError(value: string | null | undefined): value is SocialLoginError {
  return socialLoginErrors.includes(value as SocialLoginError);
}

export function isSocialType(value: string | null | undefined): value is SocialType {
  return socialTypes.includes(value as SocialType);
}

/** The route that starts a login with `type` (app/session/social/[provider]). */
export function socialLoginStartPath(type: SocialType, options: { language: LanguageSlug; redirect?: string | null }): string {
  const query = new URLSearchParams({ lang: options.language });
  if (options.redirect) query.set('redirect', options.redirect);
  return `/session/social/${type}?${query}`;
}

/** The route the provider sends the user back to. */
export function socialCallbackPath(type: SocialType): string {
  return `/session/social/${type}/callback`;
}

/** get-started in `language`, saying why the login failed, keeping where the user was going. */
export function socialFailurePath(language: LanguageSlug, error: SocialLoginError, type: SocialType | null, redirect?: string | null): string {
  const query = new URLSearchParams({ [socialErrorParam]: error });
  if (type) query.set(socialTypeParam, type);
  if (redirect) query.set('redirect', redirect);
  return `/${language}/get-started?${query}`;
}
