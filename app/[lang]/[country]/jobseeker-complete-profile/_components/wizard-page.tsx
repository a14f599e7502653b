import { setRequestLocale } from 'next-intl/server';
import { loadProfilePage, profileNamespaces } from '@/components/profile/load-profile-page';
import { OnboardingWizard } from '@/components/profile/onboarding-wizard';
import { ClientMessages } from '@/components/providers/client-messages';
import { stepOfToken, stepPath } from '@/lib/onboarding-steps';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

/** One page of the wizard: step 1 (no token) or a step page (10, 1101, 3, 4). */
export async function WizardPage({ params, token, redirect }: { params: SiteParams; token?: string; redirect?: string | string[] }) {
  const site = resolveSite(params);
  const page = stepOfToken(token);
  if (!site || !page) brandedNotFound(params.lang);
  setRequestLocale(siteLocale(site));
  const target = safeRedirectPath(typeof redirect === 'string' ? redirect : null);
  const { profile, lists, currency } = await loadProfilePage(site.language, site.country, `/${site.language.slug}${stepPath(page, target)}`);
  return (
    <ClientMessages namespaces={page.step === 2 && page.fromResume ? [...profileNamespaces, 'ResumeImport'] : profileNamespaces}>
      <OnboardingWizard page={page} initial={profile} lists={lists} currency={currency} redirect={target} />
    </ClientMessages>
  );
}
