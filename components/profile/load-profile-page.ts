import 'server-only';
import { redirect } from 'next/navigation';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import { ApiError } from '@/services/api-error';
import { getProfile } from '@/services/jobseeker';
import { serverConfigLists } from '@/services/server-config';
import { requireSession, sessionHttp } from '@/services/server-session';
import { profileListsOf } from './profile-lists';

/**
 * What a profile page renders with: the signed-in user's whole profile (GET /jobseeker/me) and
 * the reference lists its forms offer. No session, or one the platform no longer knows, goes to
 * get-started and back to `returnTo` afterwards.
 */
export async function loadProfilePage(language: Language, country: Country, returnTo: string) {
  const session = await requireSession(language.slug, returnTo);
  const http = sessionHttp({ country: country.key, language: language.slug }, session);
  const [profile, lists] = await Promise.all([
    getProfile(http, 'web').catch((error: unknown) => {
      if (error instanceof ApiError && error.isUnauthorized) redirect(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(returnTo)}`);
      throw error;
    }),
    serverConfigLists(country.key, language.slug),
  ]);
  return {
    profile,
    lists: profileListsOf(lists, language),
    currency: country.currency.toLowerCase(),
    dialCode: country.dialCode,
  };
}

/** The message namespaces the profile islands read. */
export const profileNamespaces = ['Notices', 'ProfileForm', 'ProfileErrors', 'ProfileSections', 'ProfileOptions', 'Onboarding', 'AiSummary', 'CompanyNameField'] as const;
