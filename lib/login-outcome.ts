import type { LanguageSlug } from './languages';
import { safeRedirectPath, withoutLanguage } from './safe-redirect';

/** What core spec §4 reads from a login answer to decide where the user goes. */
export interface LoginFacts {
  active_key: number;
  is_profile_completed: boolean;
  is_profile_update_required: boolean;
}

/**
 * Where a successful login lands (core spec §4): an active job seeker (active_key 1) whose
 * profile needs an update or is incomplete goes to profile completion, keeping the redirect;
 * everyone else goes to the redirect, or /onsite-job without one. Redirects are this site's
 * paths only; a path without a language gets the current one.
 */
export function loginDestination(facts: LoginFacts, language: LanguageSlug, redirect?: string | null): string {
  const target = safeRedirectPath(redirect);
  const localised = target ? `/${language}${withoutLanguage(target) === '/' ? '' : withoutLanguage(target)}` : null;
  if (facts.active_key === 1 && (facts.is_profile_update_required || !facts.is_profile_completed)) {
    const query = localised ? `?redirect=${encodeURIComponent(localised)}` : '';
    return `/${language}/jobseeker-complete-profile${query}`;
  }
  return localised ?? `/${language}/onsite-job`;
}
