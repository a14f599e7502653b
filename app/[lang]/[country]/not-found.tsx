import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { SiteParams } from '@/lib/site-params';
import { notFoundMetadata } from './page-not-found/not-found-metadata';

/** Also in the head Next.js renders for a page's own notFound(). */
export async function generateMetadata({ params }: { params?: Promise<SiteParams> }): Promise<Metadata> {
  return notFoundMetadata(params ? await params : undefined);
}

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="status-page">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
