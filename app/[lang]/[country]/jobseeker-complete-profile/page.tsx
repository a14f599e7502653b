import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { WizardPage } from './_components/wizard-page';
import { siteLocale } from '@/lib/site-locale';

// Per-user: rendered for each request from the session cookies, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Onboarding' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Profile completion, step 1 of 4 (core spec §2, §4). */
export default async function CompleteProfilePage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  return <WizardPage params={await params} redirect={(await searchParams).redirect} />;
}
