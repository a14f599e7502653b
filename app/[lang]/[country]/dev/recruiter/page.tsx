import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DevRecruiter } from '@/components/chat/dev-recruiter';
import { ClientMessages } from '@/components/providers/client-messages';
import { requireDevSurface } from '@/web/dev-surface';
import { parseRecruiterUser, recruiterSessionCookieName, recruiterUserCookieName } from '@/lib/recruiter-session';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const site = resolveSite(await params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'DevRecruiter' });
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * `/{lang}/dev/recruiter`: answer chats as a seeded recruiter in a second window (issue 10).
 * Development only, for this machine's browser (web/dev-surface.ts); elsewhere a 404.
 */
export default async function DevRecruiterPage({ params }: { params: Promise<SiteParams> }) {
  await requireDevSurface();
  const site = resolveSite(await params);
  if (!site) notFound();
  setRequestLocale(siteLocale(site));
  const jar = await cookies();
  const user = jar.get(recruiterSessionCookieName)?.value ? parseRecruiterUser(jar.get(recruiterUserCookieName)?.value) : null;
  const t = await getTranslations('DevRecruiter');
  return (
    <div className="section">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['DevRecruiter', 'Chat', 'JobPage', 'Interviews']}>
        <DevRecruiter language={site.language.slug} initialUser={user} />
      </ClientMessages>
    </div>
  );
}
