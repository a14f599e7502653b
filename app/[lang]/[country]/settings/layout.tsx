import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SettingsNav } from '@/components/settings/settings-nav';
import { settingsSections } from '@/components/settings/settings-sections';
import styles from '@/components/settings/settings.module.css';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { requireSession } from '@/services/server-session';
import { siteLocale } from '@/lib/site-locale';

// The signed-in seeker's own settings: rendered per request, never cached.
export const dynamic = 'force-dynamic';

/**
 * `/{lang}/settings/*`: the account settings frame (issue 14 item 3), server-rendered, with the
 * section navigation. Signed out, get-started brings the visitor back to settings.
 */
export default async function SettingsLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  await requireSession(language.slug, `/${language.slug}/settings`);
  const t = await getTranslations('SettingsFrame');
  return (
    <div className={styles.frame}>
      <h1>{t('title')}</h1>
      <SettingsNav
        label={t('navLabel')}
        entries={settingsSections.map((section) => ({
          href: section.href === '/settings' ? `/${language.slug}/settings` : `/${language.slug}${section.href}`,
          label: t(section.key),
        }))}
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
