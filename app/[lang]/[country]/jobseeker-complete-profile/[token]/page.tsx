import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { WizardPage } from '../_components/wizard-page';
import { siteLocale } from '@/lib/site-locale';

// Per-user: rendered for each request from the session cookies, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Onboarding' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** A step page of profile completion: 10 (or 1101 after a resume), 3 and 4 (core spec §2). */
export default async function CompleteProfileStepPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams & { token: string }>;
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { token, ...site } = await params;
  return <WizardPage params={site} token={token} redirect={(await searchParams).redirect} />;
}
