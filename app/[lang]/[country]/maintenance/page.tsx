import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';

// Rendered again at most a minute apart, so runtime translations reach it (docs/decisions/0037).
export const revalidate = 60;

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Maintenance' });
  return { title: t('title'), robots: { index: false } };
}

export default async function MaintenancePage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('Maintenance');
  return (
    <section className="status-page">
      {/* biome-ignore lint/performance/noImgElement: a static SVG needs no image optimisation */}
      <img src="/images/maintenance.svg" alt={t('imageAlt')} width={240} height={180} />
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </section>
  );
}
